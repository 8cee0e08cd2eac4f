import { Banner, ButtonLink, Section, usePageMeta } from '@codecrush/ui';
import { paths } from '@codecrush/contracts';
import { notFoundText } from '../content/notFound';

export type NotFoundSectionProps = { text: { title: string; hint: string } };

/** An unknown id: the not-found message inside the layout, kept out of search indexes. */
export function NotFoundSection({ text }: NotFoundSectionProps) {
  usePageMeta({ title: text.title, description: text.hint, noindex: true });
  return (
    <>
      <Banner title={text.title} subtitle={text.hint} />
      <Section>
        <ButtonLink to={paths.home} variant="outline">
          {notFoundText.back}
        </ButtonLink>
      </Section>
    </>
  );
}
