import { useForm } from 'react-hook-form';
import { contactForm } from '@codecrush/contracts';
import type { ContactVariant } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/composition';
import {
  fieldBinder,
  nativeFormProps,
  rulesResolver,
  sendOnSubmit,
  SpecifiedTextField,
  useFormSubmission,
} from '@codecrush/ui/form';
import { contactFormText } from '../content/contactForm';
import { outcomeMessages } from '../content/outcomes';
import { contactMessage, emptyContactForm } from '../lib/contactMessage';
import type { ContactFormValues } from '../lib/contactMessage';
import { nativeFormUrl, sendEmailUrl } from '../lib/endpoints';
import { FormGrid } from './FormLayout';
import { FormSubmit } from './FormSubmit';

export type ContactMessageFormProps = {
  /** Whose validation rules apply: the home page's or the contact page's. */
  variant: Extract<ContactVariant, 'home' | 'contactPage'>;
  /** Id of the heading that names the form. */
  labelledBy: string;
};

const text = contactFormText;

/** The contact message form, its fields as its definition lists them (`contactForm`) → `POST {api}/jobs/emails/send`. */
export function ContactMessageForm({ variant, labelledBy }: ContactMessageFormProps) {
  const config = useSiteConfig();
  const { sending, send, honeypot } = useFormSubmission();
  const form = useForm<ContactFormValues>({
    defaultValues: emptyContactForm,
    resolver: rulesResolver((values) => contactForm.validate(values, variant)),
  });
  const field = fieldBinder(form, text.fields, contactForm.maxLengths);
  const specs = contactForm.specs(variant);
  const onSubmit = sendOnSubmit(form, send, (values) => ({
    form: 'Contact form',
    url: sendEmailUrl(config),
    body: (spamFields) => contactMessage(values, spamFields),
    wording: { success: outcomeMessages.messageSent, serverMessage: true },
  }));

  return (
    <form
      {...nativeFormProps(nativeFormUrl(config, variant === 'home' ? 'contact-home' : 'contact-page'))}
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
    >
      {honeypot}
      <FormGrid>
        {contactForm.fields.map((name) => (
          <SpecifiedTextField key={name} bound={field(name)} spec={specs[name]} />
        ))}
        <FormSubmit sending={sending} text={text} />
      </FormGrid>
    </form>
  );
}
