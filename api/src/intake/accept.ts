import { firstError } from '@codecrush/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest } from '../http/errors';
import type { NewMessage, Outbox, StoredAttachment } from '../store/outbox';
import { checkUpload, cleanFileName } from '../uploads/check';
import type { UploadStore } from '../uploads/storage';
import { isLikelyBot } from './antiSpam';
import { formForSubject, type FormDefinition } from './forms';
import type { Submission, UploadedFile } from './submission';

export interface IntakeDeps {
  outbox: Outbox;
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

/** Commits a message (and its file) to the outbox; removes the file again if the commit fails. */
export const storeMessage = async (
  deps: IntakeDeps,
  message: Omit<NewMessage, 'attachment'>,
  attachment: StoredAttachment | undefined,
): Promise<void> => {
  try {
    const { id } = deps.outbox.add({ ...message, attachment });
    deps.log.info({ outboxId: id, form: message.kind, attachment: attachment !== undefined }, 'message stored');
  } catch (error) {
    if (attachment) await deps.uploads.remove(attachment.path);
    throw error;
  }
  deps.onStored();
};

/**
 * Accepts a form submission of `POST /jobs/emails/send`: spam traps (answered like a success,
 * dropped), subject, §5 validation, file check, then commit. Returns the success message;
 * throws an HttpError (400/413) for anything refused.
 */
export const acceptFormSubmission = async (deps: IntakeDeps, submission: Submission): Promise<string> => {
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
  );
  return form.successMessage;
};
