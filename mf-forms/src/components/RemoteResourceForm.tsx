import { FormProvider, useForm } from 'react-hook-form';
import { remoteResourcesForm } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/composition';
import {
  CheckboxField,
  fieldBinder,
  nativeFormProps,
  rulesResolver,
  sendOnSubmit,
  SpecifiedTextField,
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
const resolver = rulesResolver<RemoteResourceFormValues>(remoteResourcesForm.validate);

/**
 * The remote-resources request, its text fields as its definition lists them
 * (`remoteResourcesForm`), then the expertise rows and the privacy agreement; sent through the
 * EmailJS-compatible call (template variables in `remoteResourceRequest.ts`).
 */
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

  const field = fieldBinder(form, text.fields, remoteResourcesForm.maxLengths);

  return (
    <FormProvider {...form}>
      <form
        {...nativeFormProps(nativeFormUrl(config, 'remote-resources'))}
        aria-labelledby={labelledBy}
        onSubmit={onSubmit}
      >
        {honeypot}
        <FormGrid>
          {remoteResourcesForm.fields.map((name) => (
            <SpecifiedTextField key={name} bound={field(name)} spec={remoteResourcesForm.specs[name]} />
          ))}
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
