import { useForm } from 'react-hook-form';
import { fieldMaxLengths, htmlPatterns, validateContact } from '@codecrush/contracts';
import type { ContactVariant } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/ui';
import {
  nativeFormProps,
  rulesResolver,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormSubmission,
} from '@codecrush/ui/form';
import { contactFormText } from '../content/contactForm';
import { outcomeMessages } from '../content/outcomes';
import { contactMessage, emptyContactForm } from '../lib/contactMessage';
import type { ContactFormValues } from '../lib/contactMessage';
import { nativeFormUrl, sendEmailUrl } from '../lib/endpoints';
import { FormActions, FormGrid, FullRow } from './FormLayout';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues>({
    defaultValues: emptyContactForm,
    resolver: rulesResolver((values) => validateContact(values, variant)),
  });

  const onSubmit = handleSubmit(async (values) => {
    const sent = await send({
      form: 'Contact form',
      url: sendEmailUrl(config),
      body: (spamFields) => contactMessage(values, spamFields),
      wording: { success: outcomeMessages.messageSent, serverMessage: true },
    });
    if (sent) reset();
  });

  return (
    <form
      {...nativeFormProps(nativeFormUrl(config, variant === 'home' ? 'contact-home' : 'contact-page'))}
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
    >
      {honeypot}
      <FormGrid>
        <TextField
          {...register('fullName')}
          {...text.fields.fullName}
          error={errors.fullName?.message}
          autoComplete="name"
          maxLength={fieldMaxLengths.fullName}
          required
        />
        <TextField
          {...register('email')}
          {...text.fields.email}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          pattern={variant === 'home' ? htmlPatterns.strictEmail : undefined}
          maxLength={fieldMaxLengths.email}
          required
        />
        <FullRow>
          <TextField
            {...register('phone')}
            {...text.fields.phone}
            error={errors.phone?.message}
            type="tel"
            inputMode={variant === 'contactPage' ? 'numeric' : 'tel'}
            autoComplete="tel"
            pattern={variant === 'contactPage' ? htmlPatterns.digits : undefined}
            maxLength={fieldMaxLengths.phone}
            required
          />
        </FullRow>
        <FullRow>
          <TextAreaField
            {...register('message')}
            {...text.fields.message}
            error={errors.message?.message}
            rows={5}
            maxLength={fieldMaxLengths.message}
            required
          />
        </FullRow>
        <FormActions>
          <SubmitButton busy={sending} busyLabel={text.busy} size="lg">
            {text.submit}
          </SubmitButton>
        </FormActions>
      </FormGrid>
    </form>
  );
}
