import { Banner, ButtonLink, Section } from '@codecrush/ui';
import { notFoundContent } from '../content/routes';

export function NotFoundPage() {
  return (
    <>
      <Banner title={notFoundContent.title} subtitle={notFoundContent.text} />
      <Section>
        <ButtonLink to={notFoundContent.action.to}>{notFoundContent.action.label}</ButtonLink>
      </Section>
    </>
  );
}
