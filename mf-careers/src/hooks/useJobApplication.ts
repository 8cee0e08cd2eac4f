import { useForm } from 'react-hook-form';
import { apiPaths, apiUrl, nativeFormPath } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/composition';
import { sendOnSubmit, useFormSubmission } from '@codecrush/ui/form';
import { applyFormText } from '../content/applyFormText';
import { emptyJobForm, jobApplicationBody, jobFormResolver } from '../lib/jobApplication';
import type { JobFormValues } from '../lib/jobApplication';

/**
 * The Apply Now form: validation (the shared form rules), one submission at a time, the outcome toasts.
 * After a success the form is cleared; after a failure it keeps what the visitor typed, so a
 * retry is one click (and reuses the failed attempt's Idempotency-Key).
 */
export function useJobApplication() {
  const { api } = useSiteConfig();
  const form = useForm<JobFormValues>({ resolver: jobFormResolver, defaultValues: emptyJobForm });
  const { sending, send, honeypot } = useFormSubmission();

  const onSubmit = sendOnSubmit(form, send, (values) => ({
    form: 'Job application',
    url: apiUrl(api.baseUrl, apiPaths.sendEmail),
    body: (spamFields) => jobApplicationBody(values, spamFields),
    wording: { success: applyFormText.success },
  }));

  /** Where the browser posts the form itself while no script runs. */
  const nativeAction = apiUrl(api.baseUrl, nativeFormPath('job'));
  return { form, sending, onSubmit, honeypot, nativeAction };
}
