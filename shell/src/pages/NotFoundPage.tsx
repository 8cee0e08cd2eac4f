import { Banner, ButtonLink, Section, usePageMeta } from '@codecrush/ui';
import { notFoundContent } from '../content/routes';

/** Any unknown path: the not-found message inside the layout, kept out of search indexes. */
export function NotFoundPage() {
  usePageMeta({ title: notFoundContent.title, description: notFoundContent.text, noindex: true });
  return (
    <>
      <Banner title={notFoundContent.title} subtitle={notFoundContent.text} />
      <Section>
        <ButtonLink to={notFoundContent.action.to}>{notFoundContent.action.label}</ButtonLink>
      </Section>
    </>
  );
}
