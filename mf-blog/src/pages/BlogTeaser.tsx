import { ButtonLink, Section } from '@codecrush/ui';
import { paths } from '@codecrush/contracts';

export default function BlogTeaser() {
  return (
    <Section title="From Our Blog">
      <ButtonLink to={paths.blogList}>View All</ButtonLink>
    </Section>
  );
}
