import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS only tells browsers whether a page may read the answer; a cross-site form post would
 * still arrive. So a request that changes state and names an origin outside the allow-list is
 * refused outright (403). Requests without an Origin header (not from a browser page) pass.
 */
export const registerOriginGuard = (app: FastifyInstance, allowed: ReadonlySet<string>): void => {
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || safeMethods.has(request.method)) return;
    if (!allowed.has(origin)) throw new HttpError(403, 'Origin not allowed');
  });
};
