import type { FastifyServerOptions } from 'fastify';

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
}

/**
 * pino options for fastify: requests are logged with method, path and id only — no client
 * address, headers or body — so the info-level log holds no personal data.
 */
export const loggerOptions = (level: string): FastifyServerOptions['logger'] => ({
  level,
  serializers: {
    req: (request: LoggedRequest) => ({ method: request.method, url: request.url?.split('?')[0], id: request.id }),
  },
});
