import styled from '@emotion/styled';
import { company } from '@codecrush/contracts';
import { Section } from '@codecrush/ui';
import { contactBlockText } from '../content/contactBlock';
import { ContactMessageForm } from '../components/ContactMessageForm';
import { FormCard, FormIntro } from '../components/FormLayout';
import { OfficeCard } from '../components/OfficeCard';

const Columns = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: theme.space.xl,
  alignItems: 'start',
  marginTop: theme.space.xl,
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Offices = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.lg }));

const formHeadingId = 'home-contact-form-title';

/** The home page's contact block: both offices with their maps beside the message form (home rules). */
export function HomeContactSection() {
  const text = contactBlockText;
  return (
    <Section tone="alt" title={text.title} intro={text.intro}>
      <Columns>
        <Offices role="group" aria-label={text.officesLabel}>
          {company.offices.map((office) => (
            <OfficeCard key={office.city} office={office} />
          ))}
        </Offices>
        <FormCard>
          <h3 id={formHeadingId}>{text.formTitle}</h3>
          <FormIntro>{text.formIntro}</FormIntro>
          <ContactMessageForm variant="home" labelledBy={formHeadingId} />
        </FormCard>
      </Columns>
    </Section>
  );
}
