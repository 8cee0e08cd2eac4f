import { firstError } from '@codecrush/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError, badRequest } from '../http/errors';
import type { IdempotencyKeys, KeyedSubmission, StoredAnswer } from '../store/idempotency';
import type { NewMessage, Outbox, StoredAttachment } from '../store/outbox';
import { checkUpload, cleanFileName } from '../uploads/check';
import type { UploadStore } from '../uploads/storage';
import { isLikelyBot } from './antiSpam';
import { formForSubject, type FormDefinition } from './forms';
import { jsonAnswer, keyReusedMessage } from './idempotency';
import type { Submission, UploadedFile } from './submission';

export interface IntakeDeps {
  outbox: Outbox;
  keys: IdempotencyKeys;
  uploads: UploadStore;
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

const storeAttachment = async (
  deps: IntakeDeps,
  form: FormDefinition,
  file: UploadedFile,
): Promise<StoredAttachment> => {
  if (form.uploads.length === 0) throw badRequest('This form does not take a file');
  const check = await checkUpload(file.content, file.filename, form.uploads);
  if (!check.ok) throw badRequest(check.message);
  const path = await deps.uploads.save(file.content);
  return {
    path,
    name: cleanFileName(file.filename, check.extension),
    contentType: check.contentType,
    size: file.content.length,
  };
};

/** A keyed submission and the answer it gets, recorded with the message. */
export interface KeyedCommit {
  submission: KeyedSubmission;
  answer: StoredAnswer;
}

/**
 * Commits a message (and its file) to the outbox — with its idempotency key, in the same
 * transaction, when it has one; removes the file again if nothing was committed. A request with
 * the same key that committed meanwhile wins: nothing new is stored (422 if it was another body).
 */
export const storeMessage = async (
  deps: IntakeDeps,
  message: Omit<NewMessage, 'attachment'>,
  attachment: StoredAttachment | undefined,
  keyed?: KeyedCommit,
): Promise<void> => {
  let stored: number | undefined;
  const add = (): number => {
    stored = deps.outbox.add({ ...message, attachment }).id;
    return stored;
  };
  try {
    const outcome = keyed === undefined ? add() : deps.keys.commitOnce(keyed.submission, keyed.answer, add);
    if (typeof outcome === 'object' && outcome.kind === 'conflict') throw new HttpError(422, keyReusedMessage);
  } catch (error) {
    if (attachment) await deps.uploads.remove(attachment.path);
    throw error;
  }
  if (stored === undefined) {
    if (attachment) await deps.uploads.remove(attachment.path);
    deps.log.info({ form: message.kind }, 'retry of a keyed submission in flight, nothing stored');
    return;
  }
  deps.log.info(
    { outboxId: stored, form: message.kind, attachment: attachment !== undefined, keyed: keyed !== undefined },
    'message stored',
  );
  deps.onStored();
};

/**
 * Accepts a form submission of `POST /jobs/emails/send`: spam traps (answered like a success,
 * dropped), subject, §5 validation, file check, then commit. Returns the success message;
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
  if (isLikelyBot(fields, deps.minFillMs)) {
    deps.log.info({ form: form.kind }, 'spam trap tripped, message dropped');
    return form.successMessage;
  }
  const values = textFields(form, fields);
  const errors = form.validate(values);
  const message = firstError(errors);
  if (message !== undefined) throw badRequest(message, errors);
  const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
  const attachment = file === undefined ? undefined : await storeAttachment(deps, form, file);
  await storeMessage(
    deps,
    { kind: form.kind, subject: form.subject, fields: trimmed, replyTo: trimmed.email },
    attachment,
    keyed && { submission: keyed, answer: jsonAnswer({ message: form.successMessage }) },
  );
  return form.successMessage;
};
