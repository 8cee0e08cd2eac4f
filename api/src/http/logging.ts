import type { FastifyServerOptions } from 'fastify';

/** Where the log's JSON lines go instead of stdout (a test reads what an operator would). */
export interface LogDestination {
  write(line: string): void;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
}

/**
 * pino options for fastify: requests are logged with method, path and id only — no client
 * address, headers or body — so the info-level log holds no personal data.
 */
export const loggerOptions = (level: string, destination?: LogDestination): FastifyServerOptions['logger'] => ({
  level,
  // Stryker disable next-line ConditionalExpression: an undefined stream is stdout too
  ...(destination === undefined ? {} : { stream: destination }),
  serializers: {
    // Stryker disable next-line OptionalChaining: a request always has a URL
    req: (request: LoggedRequest) => ({ method: request.method, url: request.url?.split('?')[0], id: request.id }),
  },
});
