import { FormProvider, useForm } from 'react-hook-form';
import { fieldMaxLengths, validateRemoteResourceForm } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/ui';
import {
  CheckboxField,
  fieldBinder,
  nativeFormProps,
  rulesResolver,
  sendOnSubmit,
  TextAreaField,
  TextField,
  useFormSubmission,
} from '@codecrush/ui/form';
import { outcomeMessages } from '../content/outcomes';
import { remoteResourceFormText } from '../content/remoteResources';
import { emailjsIsOwnApi, emailjsSendUrl, nativeFormUrl } from '../lib/endpoints';
import { emailjsSendBody, emptyRemoteResourceForm } from '../lib/remoteResourceRequest';
import type { RemoteResourceFormValues } from '../lib/remoteResourceRequest';
import { ExpertiseRows } from './ExpertiseRows';
import { FormGrid, FullRow } from './FormLayout';
import { FormSubmit } from './FormSubmit';
import { PrivacyLabel } from './PrivacyLabel';

const text = remoteResourceFormText;
const resolver = rulesResolver<RemoteResourceFormValues>(validateRemoteResourceForm);

/** The remote-resources request, sent through the EmailJS-compatible call (template variables in `remoteResourceRequest.ts`). */
export function RemoteResourceForm({ labelledBy }: { labelledBy: string }) {
  const config = useSiteConfig();
  const { sending, send, honeypot } = useFormSubmission();
  const form = useForm<RemoteResourceFormValues>({ defaultValues: emptyRemoteResourceForm, resolver });
  const {
    register,
    formState: { errors },
  } = form;
  const onSubmit = sendOnSubmit(form, send, (values) => ({
    form: 'Remote resources form',
    url: emailjsSendUrl(config),
    body: (spamFields) => emailjsSendBody(values, config.emailjs, spamFields),
    wording: { success: outcomeMessages.messageSent },
    options: { idempotencyKey: emailjsIsOwnApi(config) },
  }));

  const field = fieldBinder(form, text.fields, fieldMaxLengths);

  return (
    <FormProvider {...form}>
      <form
        {...nativeFormProps(nativeFormUrl(config, 'remote-resources'))}
        aria-labelledby={labelledBy}
        onSubmit={onSubmit}
      >
        {honeypot}
        <FormGrid>
          <TextField {...field('name')} autoComplete="name" required />
          <TextField {...field('email')} type="email" autoComplete="email" required />
          <TextField {...field('companyName')} autoComplete="organization" required />
          <TextField {...field('phoneNumber')} type="tel" autoComplete="tel" required />
          <FullRow>
            <TextAreaField {...field('projectDescription')} rows={5} required />
          </FullRow>
          {/* HTML allows maxlength on text-like inputs only: a date input is bounded by its type. */}
          <TextField {...field('startDate')} maxLength={undefined} type="date" required />
          <FullRow>
            <TextAreaField {...field('additionalRequirements')} rows={3} />
          </FullRow>
          <ExpertiseRows />
          <FullRow>
            <CheckboxField
              {...register('privacyAgreement')}
              label={<PrivacyLabel />}
              error={errors.privacyAgreement?.message}
              required
            />
          </FullRow>
          <FormSubmit sending={sending} text={text} />
        </FormGrid>
      </form>
    </FormProvider>
  );
}
