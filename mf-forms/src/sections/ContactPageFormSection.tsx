import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { contactPageText } from '../content/contactPage';
import { ContactMessageForm } from '../components/ContactMessageForm';
import { FormCard, FormIntro } from '../components/FormLayout';

const Narrow = styled.div({ maxWidth: '48rem', margin: '0 auto' });

const headingId = 'contact-page-form-title';

/** The contact page's message form (contact-page rules: text@text email, digits-only phone). */
export function ContactPageFormSection() {
  return (
    <Section tone="alt" aria-labelledby={headingId}>
      <Narrow>
        <FormCard>
          <h2 id={headingId}>{contactPageText.formTitle}</h2>
          <FormIntro>{contactPageText.formIntro}</FormIntro>
          <ContactMessageForm variant="contactPage" labelledBy={headingId} />
        </FormCard>
      </Narrow>
    </Section>
  );
}
