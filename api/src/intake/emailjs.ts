import { firstError, remoteResourcesForm } from '@codecrush/contracts';
import type { ApiConfig } from '../config';
import { badRequest } from '../http/errors';
import type { KeyedSubmission } from '../store/store';
import { storeMessage, type IntakeDeps } from './accept';
import { droppedAsSpam } from './antiSpam';
import { textAnswer } from './idempotency';

/** What the route answers to an accepted (or spam-trapped) request. */
export const emailjsSuccess = 'OK';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const requireId = (body: Record<string, unknown>, key: string, label: string, expected: string | undefined): void => {
  const value = body[key];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`The ${label} is required`);
  if (expected !== undefined && value !== expected) throw badRequest(`The ${label} is invalid`);
};

/**
 * Accepts the EmailJS `send` body (`service_id`, `template_id`, `user_id`, `template_params`)
 * of the remote-resources form. The ids must be present (and equal the configured ones when
 * configured); the template variables are validated like the form.
 */
export const acceptEmailjsRequest = async (
  deps: IntakeDeps,
  body: unknown,
  expected: ApiConfig['emailjs'],
  keyed?: KeyedSubmission,
): Promise<void> => {
  if (!isObject(body)) throw badRequest('The request body must be a JSON object');
  requireId(body, 'service_id', 'service ID', expected.serviceId);
  requireId(body, 'template_id', 'template ID', expected.templateId);
  requireId(body, 'user_id', 'public key', expected.publicKey);
  const params = body.template_params;
  if (!isObject(params)) throw badRequest('The template params are required');
  if (droppedAsSpam(deps.log, 'remoteResource', body, deps.minFillMs)) return;
  await acceptRemoteResourceParams(deps, params, keyed);
};

/**
 * The remote-resources request's template variables (from the EmailJS body, or built from a form
 * posted without scripts): spam traps, the shared rules, then the commit.
 */
export const acceptRemoteResourceParams = async (
  deps: IntakeDeps,
  params: Readonly<Record<string, unknown>>,
  keyed?: KeyedSubmission,
): Promise<void> => {
  if (droppedAsSpam(deps.log, 'remoteResource', params, deps.minFillMs)) return;
  const values: Record<string, string> = {};
  for (const name of remoteResourcesForm.wireFields) {
    const value = params[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw badRequest(`Invalid value for ${name}`);
    if (value.trim() !== '') values[name] = value.trim();
  }
  const message = firstError(remoteResourcesForm.validateWire(values));
  if (message !== undefined) throw badRequest(message);
  await storeMessage(
    deps,
    {
      kind: 'remoteResource',
      subject: remoteResourcesForm.subject,
      fields: values,
      replyTo: values.email,
      attachment: undefined,
    },
    keyed && { submission: keyed, answer: textAnswer(emailjsSuccess) },
  );
};
