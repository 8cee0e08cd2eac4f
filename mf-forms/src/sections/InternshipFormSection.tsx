import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { internshipFormText } from '../content/internship';
import { FormCard, FormIntro } from '../components/FormLayout';
import { InternshipForm } from '../components/InternshipForm';

const Narrow = styled.div({ maxWidth: '52rem', margin: '0 auto' });

const headingId = 'internship-form-title';

/** The internship application form on its panel. */
export function InternshipFormSection() {
  return (
    <Section tone="alt" aria-labelledby={headingId}>
      <Narrow>
        <FormCard>
          <h2 id={headingId}>{internshipFormText.title}</h2>
          <FormIntro>{internshipFormText.intro}</FormIntro>
          <InternshipForm labelledBy={headingId} />
        </FormCard>
      </Narrow>
    </Section>
  );
}
