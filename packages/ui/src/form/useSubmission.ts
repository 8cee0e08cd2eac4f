import { useCallback, useRef, useState } from 'react';
import { createIdempotencyKey, fingerprintOf } from './idempotency';
import { sendToApi } from './sendToApi';
import type { SendOutcome, SubmissionBody } from './sendToApi';

export interface UseSubmissionOptions {
  fetchImpl?: typeof fetch;
  createKey?: () => string;
}

/** Per-call choices of `submit`. */
export interface SubmitOptions {
  /**
   * Send the `Idempotency-Key` header (default true). Turn it off for a third-party endpoint that
   * does not list the header in its CORS answer (e.g. a real EmailJS host): the browser would refuse the call.
   */
  idempotencyKey?: boolean;
}

export interface Submission {
  /** True while a submission is in flight (the submit button shows its busy label and is disabled). */
  sending: boolean;
  /**
   * Sends `body` to `url` once: a second call while one is in flight returns `undefined` and sends
   * nothing (a double click sends once). A retry of the same body after a failure reuses the
   * failed attempt's idempotency key; any other body gets a new one.
   */
  submit: (url: string, body: SubmissionBody, options?: SubmitOptions) => Promise<SendOutcome | undefined>;
}

export function useSubmission({ fetchImpl, createKey = createIdempotencyKey }: UseSubmissionOptions = {}): Submission {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const unfinished = useRef<{ fingerprint: string; key: string } | null>(null);

  const submit = useCallback(
    async (url: string, body: SubmissionBody, { idempotencyKey = true }: SubmitOptions = {}) => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setSending(true);
      const fingerprint = `${url}|${fingerprintOf(body)}`;
      const key = unfinished.current?.fingerprint === fingerprint ? unfinished.current.key : createKey();
      unfinished.current = { fingerprint, key };
      try {
        const outcome = await sendToApi(url, body, { idempotencyKey: idempotencyKey ? key : undefined, fetchImpl });
        if (outcome.kind === 'ok') unfinished.current = null;
        return outcome;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [createKey, fetchImpl],
  );

  return { sending, submit };
}
