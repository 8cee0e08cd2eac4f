/** What an SMTP error means for the message. */
export type SendFailure = { permanent: boolean; description: string };

const numberField = (value: object, key: string): number | undefined => {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'number' ? field : undefined;
};

const stringField = (value: object, key: string): string | undefined => {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
};

/**
 * Classifies a delivery error: a 5xx answer is permanent (except 503, a session-state error),
 * a 4xx answer and every connection-level error (refused, timeout, TLS, dropped) are temporary.
 */
export const classifySendError = (error: unknown): SendFailure => {
  if (typeof error !== 'object' || error === null) {
    return { permanent: false, description: String(error) };
  }
  // No SMTP answer (a connection error) is no code at all: temporary.
  const responseCode = numberField(error, 'responseCode') ?? 0;
  const code = stringField(error, 'code');
  const response = stringField(error, 'response');
  const message = stringField(error, 'message') ?? 'unknown error';
  const description = [code, response ?? message].filter((part) => part !== undefined).join(': ');
  const permanent = responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  return { permanent, description };
};
