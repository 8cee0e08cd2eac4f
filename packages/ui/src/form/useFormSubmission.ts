import { useCallback } from 'react';
import type { ReactElement } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { reportOutcome } from './reportOutcome';
import type { OutcomeWording } from './reportOutcome';
import type { SubmissionBody } from './sendToApi';
import { useAntiSpam } from './useAntiSpam';
import { useSubmission } from './useSubmission';
import type { SubmitOptions, UseSubmissionOptions } from './useSubmission';

/** One send of a form: where, what, and how its outcome is worded. */
export interface FormRequest {
  /** The form's name in the console log of a failure. */
  form: string;
  url: string;
  /** Builds the body with the spam-trap fields merged in. */
  body: (spamFields: Readonly<Record<string, string>>) => SubmissionBody;
  wording: OutcomeWording;
  options?: SubmitOptions;
}

export interface FormSubmission {
  /** True while a submission is in flight (the submit button shows its busy label and is disabled). */
  sending: boolean;
  /** The hidden spam trap: render it inside the form. */
  honeypot: ReactElement;
  /**
   * Sends once (single flight, idempotency key reused on a retry of the same body), toasts the
   * outcome and resolves true when it was accepted: the caller clears the form then. A failure keeps
   * what the visitor typed (false), and so does a second call while one is in flight.
   */
  send: (request: FormRequest) => Promise<boolean>;
}

/** The submission flow of every form of the site: spam traps, one send at a time, the outcome toasts. */
export function useFormSubmission(options: UseSubmissionOptions = {}): FormSubmission {
  const { sending, submit } = useSubmission(options);
  const { honeypot, fields } = useAntiSpam();

  const send = useCallback(
    async ({ form, url, body, wording, options: submitOptions }: FormRequest) => {
      const outcome = await submit(url, body(fields()), submitOptions);
      return outcome !== undefined && reportOutcome(form, outcome, wording);
    },
    [submit, fields],
  );

  return { sending, honeypot, send };
}

/**
 * A form's submit handler: the form's rules first, then one send of `request(values)`; the form is
 * cleared once the send was accepted and keeps what the visitor typed otherwise.
 */
export function sendOnSubmit<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'handleSubmit' | 'reset'>,
  send: FormSubmission['send'],
  request: (values: V) => FormRequest,
) {
  return form.handleSubmit(async (values) => {
    if (await send(request(values))) form.reset();
  });
}
