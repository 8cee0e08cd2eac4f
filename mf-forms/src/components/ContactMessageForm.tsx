import { useForm } from 'react-hook-form';
import { fieldMaxLengths, htmlPatterns, validateContact } from '@codecrush/contracts';
import type { ContactVariant } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/ui';
import {
  fieldBinder,
  nativeFormProps,
  rulesResolver,
  sendOnSubmit,
  TextAreaField,
  TextField,
  useFormSubmission,
} from '@codecrush/ui/form';
import { contactFormText } from '../content/contactForm';
import { outcomeMessages } from '../content/outcomes';
import { contactMessage, emptyContactForm } from '../lib/contactMessage';
import type { ContactFormValues } from '../lib/contactMessage';
import { nativeFormUrl, sendEmailUrl } from '../lib/endpoints';
import { FormGrid, FullRow } from './FormLayout';
import { FormSubmit } from './FormSubmit';

export type ContactMessageFormProps = {
  /** Whose validation rules apply: the home page's or the contact page's. */
  variant: Extract<ContactVariant, 'home' | 'contactPage'>;
  /** Id of the heading that names the form. */
  labelledBy: string;
};

const text = contactFormText;

/** The contact message form: fullName, email, phone, message → `POST {api}/jobs/emails/send`. */
export function ContactMessageForm({ variant, labelledBy }: ContactMessageFormProps) {
  const config = useSiteConfig();
  const { sending, send, honeypot } = useFormSubmission();
  const form = useForm<ContactFormValues>({
    defaultValues: emptyContactForm,
    resolver: rulesResolver((values) => validateContact(values, variant)),
  });
  const field = fieldBinder(form, text.fields, fieldMaxLengths);
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
        <TextField {...field('fullName')} autoComplete="name" required />
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          pattern={variant === 'home' ? htmlPatterns.strictEmail : undefined}
          required
        />
        <FullRow>
          <TextField
            {...field('phone')}
            type="tel"
            inputMode={variant === 'contactPage' ? 'numeric' : 'tel'}
            autoComplete="tel"
            pattern={variant === 'contactPage' ? htmlPatterns.digits : undefined}
            required
          />
        </FullRow>
        <FullRow>
          <TextAreaField {...field('message')} rows={5} required />
        </FullRow>
        <FormSubmit sending={sending} text={text} />
      </FormGrid>
    </form>
  );
}
