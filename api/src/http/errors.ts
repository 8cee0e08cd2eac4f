import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An answer with a status below 500 whose message the site may show as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Field → message, for validation failures. */
    readonly errors?: Readonly<Partial<Record<string, string>>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Seconds a visitor is asked to wait before retrying while the database does not answer. */
const unavailableRetryAfterSeconds = 10;

/**
 * The database did not take or read the submission (down, stalled, out of connections): nothing
 * was stored, and the visitor may send the same submission again shortly (503 with Retry-After).
 */
class StoreUnavailable extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = unavailableRetryAfterSeconds;

  constructor(cause: unknown) {
    super('the outbox database did not answer', { cause });
    this.name = 'StoreUnavailable';
  }
}

/** Runs a store call for a request; any failure becomes a StoreUnavailable (503). */
export const fromStore = async <T>(work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    throw new StoreUnavailable(error);
  }
};

/**
 * Asks the client to wait before sending again (Retry-After) when `error` is the database not
 * answering; whether it did.
 */
export const askToRetryLater = (reply: FastifyReply, error: unknown): boolean => {
  if (!(error instanceof StoreUnavailable)) return false;
  void reply.header('retry-after', String(error.retryAfterSeconds));
  return true;
};

export const badRequest = (message: string, errors?: Readonly<Partial<Record<string, string>>>): HttpError =>
  new HttpError(400, message, errors);

/** What a 5xx answer says: nothing about the cause, which only the log holds. */
export const genericErrorMessage = 'Something went wrong, please try again later';

/** The status of an error's answer: its own when it is a 4xx or 5xx, else 500. */
export const statusOf = (error: FastifyError): number => {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/**
 * One error answer for the whole API: 4xx keep their message (written for the visitor),
 * 5xx answer a generic message; stack traces only reach the log. Routes listed in
 * `plainTextRoutes` answer text (the EmailJS-compatible route), the others `{ message }`.
 */
export const createErrorHandler =
  (plainTextRoutes: ReadonlySet<string>) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status = statusOf(error);
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ statusCode: status, code: error.code }, 'request refused');
    }
    const message = status >= 500 ? genericErrorMessage : error.message;
    reply.code(status);
    askToRetryLater(reply, error);
    // Stryker disable next-line StringLiteral: an error outside any route (a 404's hook) is named by no route
    if (plainTextRoutes.has(request.routeOptions.url ?? '')) {
      // Stryker disable next-line StringLiteral: fastify sends a string as this type anyway; said for the reader
      void reply.type('text/plain; charset=utf-8').send(message);
      return;
    }
    // `errors` only when the error has them: an undefined field is left out of the JSON.
    void reply.send({ message, errors: error instanceof HttpError ? error.errors : undefined });
  };

export const notFoundHandler = (_request: FastifyRequest, reply: FastifyReply): void => {
  void reply.code(404).send({ message: 'Not found' });
};
