import { useForm } from 'react-hook-form';
import { cvUploadRule, internshipForm } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/composition';
import {
  fieldBinder,
  FileField,
  nativeFormProps,
  rulesResolver,
  sendOnSubmit,
  SpecifiedTextField,
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
const resolver = rulesResolver<InternshipFormValues>((values) => internshipForm.validate(values, chosenCv(values)));

/**
 * The internship application, its fields as its definition lists them (`internshipForm`) →
 * multipart `POST {api}/jobs/emails/send`, subject "Internship Application".
 */
export function InternshipForm({ labelledBy }: { labelledBy: string }) {
  const config = useSiteConfig();
  const { sending, send, honeypot } = useFormSubmission();
  const form = useForm<InternshipFormValues>({ defaultValues: emptyInternshipForm, resolver });
  const field = fieldBinder(form, text.fields, internshipForm.maxLengths);
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
        {internshipForm.fields.map((name) => (
          <SpecifiedTextField key={name} bound={field(name)} spec={internshipForm.specs[name]} />
        ))}
        <FullRow>
          <FileField {...field('cv')} accept={cvUploadRule.extensions.join(',')} />
        </FullRow>
        <FormSubmit sending={sending} text={text} />
      </FormGrid>
    </form>
  );
}
