import { apiPaths } from '@codecrush/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import type { IntakeDeps } from '../intake/accept';
import { acceptEmailjsRequest } from '../intake/emailjs';
import type { SubmissionRouteOptions } from './options';

/** `POST /api/v1.0/email/send`, EmailJS-compatible: answers the text `OK` or a text reason. */
export const registerEmailjsRoute = (
  app: FastifyInstance,
  deps: IntakeDeps,
  options: SubmissionRouteOptions,
  expected: ApiConfig['emailjs'],
): void => {
  app.post(
    apiPaths.emailjsSend,
    { bodyLimit: options.bodyLimit, onRequest: options.rateLimiter },
    async (request, reply) => {
      await acceptEmailjsRequest(deps, request.body, expected);
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};
