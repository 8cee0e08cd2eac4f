import { apiPaths } from '@codecrush/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config';
import type { IntakeDeps } from '../intake/accept';
import { acceptEmailjsRequest, emailjsSuccess } from '../intake/emailjs';
import { earlierAnswer, keyedSubmission, replay } from '../intake/idempotency';
import type { SubmissionRouteOptions } from './options';

/**
 * `POST /api/v1.0/email/send`, EmailJS-compatible: answers the text `OK` or a text reason. With an
 * `Idempotency-Key`, a retry of the same submission gets the first answer and stores nothing.
 */
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
      const keyed = keyedSubmission(request, apiPaths.emailjsSend, request.body);
      const earlier = await earlierAnswer(deps.store, keyed);
      if (earlier !== undefined) return replay(reply, earlier);
      await acceptEmailjsRequest(deps, request.body, expected, keyed);
      // Stryker disable next-line StringLiteral: with no type given, fastify sends a string body as this same type
      return reply.type('text/plain; charset=utf-8').send(emailjsSuccess);
    },
  );
};
