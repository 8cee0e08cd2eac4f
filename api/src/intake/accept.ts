import { firstError } from '@codecrush/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, badRequest, fromStore } from '../http/errors';
import type { Attachment, KeyedCommit, KeyedSubmission, MessageStore, NewMessage } from '../store/store';
import { checkUpload, cleanFileName } from '../uploads/check';
import { droppedAsSpam } from './antiSpam';
import { formForSubject, type FormDefinition } from './forms';
import { jsonAnswer, keyReusedMessage } from './idempotency';
import type { Submission, UploadedFile } from './submission';

export interface IntakeDeps {
  store: MessageStore;
  minFillMs: number;
  /** Called after a message was committed (wakes the relay). */
  onStored: () => void;
  log: FastifyBaseLogger;
}

/** Fields of `form` as sent; anything else than a string is refused rather than guessed. */
const textFields = (form: FormDefinition, fields: Submission['fields']): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const name of form.fields) {
    const value = fields[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw badRequest(`Invalid value for ${name}`);
    values[name] = value;
  }
  return values;
};

const checkedAttachment = async (form: FormDefinition, file: UploadedFile): Promise<Attachment> => {
  if (form.uploads.length === 0) throw badRequest('This form does not take a file');
  const check = await checkUpload(file.content, file.filename, form.uploads);
  if (!check.ok) throw badRequest(check.message);
  return {
    name: cleanFileName(file.filename, check.extension),
    contentType: check.contentType,
    size: file.content.length,
    content: file.content,
  };
};

/**
 * Commits a message (and its file) to the outbox — with its idempotency key, in the same
 * transaction, when it has one. A request with the same key that committed meanwhile (on any
 * instance) wins: nothing new is stored (422 if it was another body).
 */
export const storeMessage = async (deps: IntakeDeps, message: NewMessage, keyed?: KeyedCommit): Promise<void> => {
  const outcome = await fromStore(deps.store.commit(message, keyed));
  if (outcome.kind === 'conflict') throw new HttpError(422, keyReusedMessage);
  if (outcome.kind === 'replay') {
    deps.log.info({ form: message.kind }, 'retry of a keyed submission in flight, nothing stored');
    return;
  }
  deps.log.info(
    {
      outboxId: outcome.id,
      form: message.kind,
      attachment: message.attachment !== undefined,
      keyed: keyed !== undefined,
    },
    'message stored',
  );
  deps.onStored();
};

/**
 * Accepts a form submission of `POST /jobs/emails/send`: spam traps (answered like a success,
 * dropped), subject, field validation (packages/contracts), file check, then commit. Returns the success message;
 * throws an HttpError (400/413) for anything refused.
 */
export const acceptFormSubmission = async (
  deps: IntakeDeps,
  submission: Submission,
  keyed?: KeyedSubmission,
): Promise<string> => {
  const { fields, file } = submission;
  const subject = fields.subject;
  if (subject === undefined || subject === null || subject === '') throw badRequest('Subject is required');
  const form = typeof subject === 'string' ? formForSubject(subject.trim()) : undefined;
  if (form === undefined) throw badRequest('Unknown subject');
  if (droppedAsSpam(deps.log, form.kind, fields, deps.minFillMs)) return form.successMessage;
  const values = textFields(form, fields);
  const errors = form.validate(values);
  const message = firstError(errors);
  if (message !== undefined) throw badRequest(message, errors);
  const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
  const attachment = file === undefined ? undefined : await checkedAttachment(form, file);
  await storeMessage(
    deps,
    { kind: form.kind, subject: form.subject, fields: trimmed, replyTo: trimmed.email, attachment },
    keyed && { submission: keyed, answer: jsonAnswer({ message: form.successMessage }) },
  );
  return form.successMessage;
};
