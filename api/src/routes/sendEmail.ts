import { apiPaths, type ApiMessage } from '@codecrush/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptFormSubmission, type IntakeDeps } from '../intake/accept';
import { earlierAnswer, keyedSubmission, replay } from '../intake/idempotency';
import { readJsonSubmission, readMultipartSubmission } from '../intake/submission';
import type { SubmissionRouteOptions } from './options';

/**
 * `POST /jobs/emails/send`: JSON (contact forms) or multipart (job and internship forms). With an
 * `Idempotency-Key`, a retry of the same submission gets the first answer and stores nothing.
 */
export const registerSendEmailRoute = (
  app: FastifyInstance,
  deps: IntakeDeps,
  options: SubmissionRouteOptions,
): void => {
  app.post(
    apiPaths.sendEmail,
    { bodyLimit: options.bodyLimit, onRequest: options.rateLimiter },
    async (request, reply): Promise<ApiMessage | typeof reply> => {
      const submission = request.isMultipart()
        ? await readMultipartSubmission(request, options.maxFileBytes)
        : readJsonSubmission(request.body);
      const keyed = keyedSubmission(request, apiPaths.sendEmail, submission.fields, submission.file);
      const earlier = await earlierAnswer(deps.store, keyed);
      if (earlier !== undefined) return replay(reply, earlier);
      return { message: await acceptFormSubmission(deps, submission, keyed) };
    },
  );
};
