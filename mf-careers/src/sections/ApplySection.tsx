import { Section } from '@codecrush/ui';
import { careersText } from '../content/careersText';
import { JobApplicationForm } from '../components/JobApplicationForm';

/** Apply Now: the job application form. */
export function ApplySection() {
  const { heading, intro } = careersText.form;
  return (
    <Section id="apply" tone="alt" title={heading} intro={intro}>
      <JobApplicationForm label={heading} />
    </Section>
  );
}
