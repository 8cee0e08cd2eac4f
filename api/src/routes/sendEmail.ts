import { apiPaths, type ApiMessage } from '@codecrush/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptFormSubmission, type IntakeDeps } from '../intake/accept';
import { readJsonSubmission, readMultipartSubmission } from '../intake/submission';
import type { SubmissionRouteOptions } from './options';

/** `POST /jobs/emails/send`: JSON (contact forms) or multipart (job and internship forms). */
export const registerSendEmailRoute = (
  app: FastifyInstance,
  deps: IntakeDeps,
  options: SubmissionRouteOptions,
): void => {
  app.post(
    apiPaths.sendEmail,
    { bodyLimit: options.bodyLimit, onRequest: options.rateLimiter },
    async (request): Promise<ApiMessage> => {
      const submission = request.isMultipart()
        ? await readMultipartSubmission(request, options.maxFileBytes)
        : readJsonSubmission(request.body);
      return { message: await acceptFormSubmission(deps, submission) };
    },
  );
};
