import { useForm } from 'react-hook-form';
import { cvUploadRule, fieldMaxLengths, htmlPatterns, validateInternshipForm } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/ui';
import {
  FileField,
  nativeFormProps,
  rulesResolver,
  SubmitButton,
  TextAreaField,
  TextField,
  useFormSubmission,
} from '@codecrush/ui/form';
import { internshipFormText } from '../content/internship';
import { outcomeMessages } from '../content/outcomes';
import { nativeFormUrl, sendEmailUrl } from '../lib/endpoints';
import { chosenCv, emptyInternshipForm, internshipFormData } from '../lib/internshipApplication';
import type { InternshipFormValues } from '../lib/internshipApplication';
import { FormActions, FormGrid, FullRow } from './FormLayout';

const text = internshipFormText;
const resolver = rulesResolver<InternshipFormValues>((values) => validateInternshipForm(values, chosenCv(values)));

/** The internship application: multipart `POST {api}/jobs/emails/send`, subject "Internship Application". */
export function InternshipForm({ labelledBy }: { labelledBy: string }) {
  const config = useSiteConfig();
  const { sending, send, honeypot } = useFormSubmission();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InternshipFormValues>({ defaultValues: emptyInternshipForm, resolver });

  const onSubmit = handleSubmit(async (values) => {
    const sent = await send({
      form: 'Internship form',
      url: sendEmailUrl(config),
      body: (spamFields) => internshipFormData(values, spamFields),
      wording: { success: outcomeMessages.applicationSent },
    });
    if (sent) reset();
  });

  const field = (name: Exclude<keyof InternshipFormValues, 'cv'>) => ({
    ...register(name),
    ...text.fields[name],
    error: errors[name]?.message,
    maxLength: fieldMaxLengths[name],
    required: true,
  });

  return (
    <form
      {...nativeFormProps(nativeFormUrl(config, 'internship'), { multipart: true })}
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
    >
      {honeypot}
      <FormGrid>
        <TextField {...field('fullName')} autoComplete="name" />
        <TextField {...field('email')} type="email" autoComplete="email" pattern={htmlPatterns.dottedEmail} />
        <TextField {...field('phoneNumber')} type="tel" autoComplete="tel" pattern={htmlPatterns.pakistaniMobile} />
        <TextField {...field('address')} autoComplete="address-line1" />
        <FullRow>
          <TextAreaField {...field('education')} rows={3} />
        </FullRow>
        <FullRow>
          <TextField {...field('speciality')} />
        </FullRow>
        <FullRow>
          <TextAreaField {...field('experience')} rows={4} />
        </FullRow>
        <FullRow>
          <TextAreaField {...field('interest')} rows={4} />
        </FullRow>
        <FullRow>
          <FileField
            {...register('cv')}
            {...text.fields.cv}
            error={errors.cv?.message}
            accept={cvUploadRule.extensions.join(',')}
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
