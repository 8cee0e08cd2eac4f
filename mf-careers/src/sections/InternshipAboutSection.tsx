import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { careersText } from '../content/careersText';
import { internship } from '../content/internship';
import { JobFacts } from '../components/JobFacts';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: theme.space.xxl,
  alignItems: 'start',
  marginTop: theme.space.md,
  '& p': { fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.md}` },
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.lg },
}));

/** The internship's introduction and its facts at a glance. */
export function InternshipAboutSection() {
  return (
    <Section id="about-internship" title={careersText.job.aboutHeading}>
      <Layout>
        <div>
          {internship.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <JobFacts facts={internship.facts} label={careersText.job.factsLabel} />
      </Layout>
    </Section>
  );
}
