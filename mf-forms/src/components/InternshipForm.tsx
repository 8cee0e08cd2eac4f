import { useForm } from 'react-hook-form';
import { cvUploadRule, fieldMaxLengths, htmlPatterns, validateInternshipForm } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/ui';
import {
  fieldBinder,
  FileField,
  nativeFormProps,
  rulesResolver,
  sendOnSubmit,
  TextAreaField,
  TextField,
  useFormSubmission,
} from '@codecrush/ui/form';
import { internshipFormText } from '../content/internship';
import { outcomeMessages } from '../content/outcomes';
import { nativeFormUrl, sendEmailUrl } from '../lib/endpoints';
import { chosenCv, emptyInternshipForm, internshipFormData } from '../lib/internshipApplication';
import type { InternshipFormValues } from '../lib/internshipApplication';
import { FormGrid, FullRow } from './FormLayout';
import { FormSubmit } from './FormSubmit';

const text = internshipFormText;
const resolver = rulesResolver<InternshipFormValues>((values) => validateInternshipForm(values, chosenCv(values)));

/** The internship application: multipart `POST {api}/jobs/emails/send`, subject "Internship Application". */
export function InternshipForm({ labelledBy }: { labelledBy: string }) {
  const config = useSiteConfig();
  const { sending, send, honeypot } = useFormSubmission();
  const form = useForm<InternshipFormValues>({ defaultValues: emptyInternshipForm, resolver });
  const field = fieldBinder(form, text.fields, fieldMaxLengths);
  const onSubmit = sendOnSubmit(form, send, (values) => ({
    form: 'Internship form',
    url: sendEmailUrl(config),
    body: (spamFields) => internshipFormData(values, spamFields),
    wording: { success: outcomeMessages.applicationSent },
  }));

  return (
    <form
      {...nativeFormProps(nativeFormUrl(config, 'internship'), { multipart: true })}
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
    >
      {honeypot}
      <FormGrid>
        <TextField {...field('fullName')} autoComplete="name" required />
        <TextField {...field('email')} type="email" autoComplete="email" pattern={htmlPatterns.dottedEmail} required />
        <TextField
          {...field('phoneNumber')}
          type="tel"
          autoComplete="tel"
          pattern={htmlPatterns.pakistaniMobile}
          required
        />
        <TextField {...field('address')} autoComplete="address-line1" required />
        <FullRow>
          <TextAreaField {...field('education')} rows={3} required />
        </FullRow>
        <FullRow>
          <TextField {...field('speciality')} required />
        </FullRow>
        <FullRow>
          <TextAreaField {...field('experience')} rows={4} required />
        </FullRow>
        <FullRow>
          <TextAreaField {...field('interest')} rows={4} required />
        </FullRow>
        <FullRow>
          <FileField {...field('cv')} accept={cvUploadRule.extensions.join(',')} />
        </FullRow>
        <FormSubmit sending={sending} text={text} />
      </FormGrid>
    </form>
  );
}
