import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { apiPaths } from '@codecrush/contracts';
import { useSiteConfig } from '@codecrush/ui';
import { useAntiSpam, useSubmission } from '@codecrush/ui/form';
import { applyFormText } from '../content/applyFormText';
import { apiUrl, emptyJobForm, jobApplicationBody, jobFormResolver } from '../lib/jobApplication';
import type { JobFormValues } from '../lib/jobApplication';

/**
 * The Apply Now form: validation (the shared form rules), one submission at a time, the outcome toasts.
 * After a success the form is cleared; after a failure it keeps what the visitor typed, so a
 * retry is one click (and reuses the failed attempt's Idempotency-Key).
 */
export function useJobApplication() {
  const { api } = useSiteConfig();
  const form = useForm<JobFormValues>({ resolver: jobFormResolver, defaultValues: emptyJobForm });
  const { sending, submit } = useSubmission();
  const { honeypot, fields: antiSpamFields } = useAntiSpam();

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await submit(apiUrl(api.baseUrl, apiPaths.sendEmail), jobApplicationBody(values, antiSpamFields()));
    if (outcome === undefined) return;
    if (outcome.kind === 'ok') {
      toast.success(applyFormText.success);
      form.reset();
      return;
    }
    console.error('Job application was not sent', outcome);
    toast.error(applyFormText.failure);
  });

  return { form, sending, onSubmit, honeypot };
}
