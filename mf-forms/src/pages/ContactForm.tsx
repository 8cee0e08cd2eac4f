import { ButtonLink, Section } from '@codecrush/ui';
import { company, paths, telHref } from '@codecrush/contracts';
import { contactBlockText } from '../content/contactBlockText';

/** Home-page fragment: the contact details block (the message form arrives with the forms issue). */
export default function ContactForm() {
  return (
    <Section title={contactBlockText.title} intro={contactBlockText.intro}>
      <ul>
        {company.offices.map((office) => (
          <li key={office.city}>
            <strong>
              {office.name}, {office.city}
            </strong>
            : {office.address} — <a href={`mailto:${office.email}`}>{office.email}</a> —{' '}
            <a href={telHref(office.phone)}>{office.phone}</a>
          </li>
        ))}
      </ul>
      <ButtonLink to={paths.contact}>{contactBlockText.action}</ButtonLink>
    </Section>
  );
}
