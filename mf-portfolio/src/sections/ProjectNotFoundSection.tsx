import { ArrowLeft } from 'lucide-react';
import { Banner, ButtonLink, Section, usePageMeta } from '@codecrush/ui';
import { paths } from '@codecrush/contracts';
import { portfolioText } from '../content/portfolioText';

/** An unknown project id: a not-found view inside the layout with a way back to the projects (noindex). */
export function ProjectNotFoundSection() {
  const { title, text, back } = portfolioText.notFound;
  usePageMeta({ title, description: text, noindex: true });
  return (
    <>
      <Banner title={title} subtitle={text} />
      <Section>
        <ButtonLink to={paths.projects}>
          <ArrowLeft size={18} aria-hidden="true" />
          {back}
        </ButtonLink>
      </Section>
    </>
  );
}
