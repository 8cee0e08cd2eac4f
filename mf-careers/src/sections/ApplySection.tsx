import { Section, SkeletonBlock } from '@codecrush/ui';
import { island } from '@codecrush/composition';
import { careersText } from '../content/careersText';

/**
 * The form as a deferred-hydration island: its fields are in the served HTML; its code
 * (react-hook-form, the form toolkit, the rules) loads when it nears the viewport, is used, or —
 * in view at load — once the browser is idle after the load.
 */
const JobApplicationForm = island(
  'job-application-form',
  () => import('../components/JobApplicationForm').then((module) => module.JobApplicationForm),
  { fallback: <SkeletonBlock height="30rem" aria-hidden="true" />, idleWhenInView: true },
);

/** Apply Now: the job application form. */
export function ApplySection() {
  const { heading, intro } = careersText.apply;
  return (
    <Section id="apply" tone="alt" title={heading} intro={intro}>
      <JobApplicationForm label={heading} />
    </Section>
  );
}
