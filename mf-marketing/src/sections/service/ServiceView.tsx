import { use } from 'react';
import { Banner, CtaBanner, Section, usePageMeta } from '@codecrush/ui';
import type { ServiceId } from '@codecrush/contracts';
import { paths } from '@codecrush/contracts';
import { loadService } from '../../content/services';
import { serviceText } from '../../content/serviceText';
import { Prose } from '../../components/Prose';
import { Timeline } from '../../components/Timeline';

export type ServiceViewProps = { id: ServiceId };

/** A service: banner, about text, the how-we-follow timeline and Contact Us (suspends while its chunk loads). */
export function ServiceView({ id }: ServiceViewProps) {
  const service = use(loadService(id));
  const text = serviceText;
  usePageMeta({ title: service.title, description: service.metaDescription });
  return (
    <>
      <Banner title={service.title} subtitle={service.description} image={service.bannerImage.src} />
      <Section title={text.aboutHeading(service.title)}>
        <Prose paragraphs={service.aboutService} />
      </Section>
      <Section tone="alt" title={service.howWeFollow}>
        <Timeline steps={service.steps} />
      </Section>
      <CtaBanner title={text.ctaTitle} text={text.ctaText} action={{ label: text.ctaAction, to: paths.contact }} />
    </>
  );
}
