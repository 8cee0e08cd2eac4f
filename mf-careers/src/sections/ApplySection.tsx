import { Suspense, lazy } from 'react';
import { NearViewport, Section, SkeletonBlock } from '@codecrush/ui';
import { careersText } from '../content/careersText';

/** The form's code (react-hook-form, the form toolkit, the rules) loads only when the form nears the viewport. */
const JobApplicationForm = lazy(() =>
  import('../components/JobApplicationForm').then((module) => ({ default: module.JobApplicationForm })),
);

/** Height reserved for the form until its code has loaded (no layout shift). */
const formHeight = '30rem';

/** Apply Now: the job application form. */
export function ApplySection() {
  const { heading, intro } = careersText.apply;
  return (
    <Section id="apply" tone="alt" title={heading} intro={intro}>
      <NearViewport placeholderHeight={formHeight}>
        <Suspense fallback={<SkeletonBlock height={formHeight} aria-hidden="true" />}>
          <JobApplicationForm label={heading} />
        </Suspense>
      </NearViewport>
    </Section>
  );
}
