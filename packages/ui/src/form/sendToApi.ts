/** What became of one submission: accepted, refused by the server (with its message, if any), or never answered. */
export type SendOutcome =
  | { kind: 'ok'; status: number; message?: string }
  | { kind: 'rejected'; status: number; message?: string }
  | { kind: 'network'; error: unknown };

/** A form's body: a plain object goes as JSON, a FormData as multipart. */
export type SubmissionBody = FormData | Readonly<Record<string, unknown>>;

export interface SendOptions {
  /** Sent as `Idempotency-Key`, so a retried submission is stored and mailed once. */
  idempotencyKey?: string;
  fetchImpl?: typeof fetch;
}

const readMessage = async (response: Response): Promise<string | undefined> => {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  try {
    // JSON without a string `message` (an object without one, a list, a number) carries none.
    const { message } = (await response.json()) as { message?: unknown };
    if (typeof message === 'string') return message;
  } catch {
    // Neither does a body that is not JSON, nor JSON `null`.
  }
  return undefined;
};

/** POSTs a form body and classifies the answer; never throws. */
export async function sendToApi(url: string, body: SubmissionBody, options: SendOptions = {}): Promise<SendOutcome> {
  const { idempotencyKey, fetchImpl = fetch } = options;
  const headers: Record<string, string> = {};
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const isMultipart = body instanceof FormData;
  if (!isMultipart) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers,
      body: isMultipart ? (body as FormData) : JSON.stringify(body),
    });
    const message = await readMessage(response);
    return response.ok
      ? { kind: 'ok', status: response.status, message }
      : { kind: 'rejected', status: response.status, message };
  } catch (error) {
    return { kind: 'network', error };
  }
}
