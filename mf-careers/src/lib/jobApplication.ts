import type { FieldErrors, Resolver } from 'react-hook-form';
import { jobApplicationForm } from '@codecrush/contracts';
import type { JobFormText } from '@codecrush/contracts';

/** The Apply Now form as the browser holds it: its text fields and the résumé's file input. */
export type JobFormValues = JobFormText & {
  /** What the file input holds (a FileList once the visitor has chosen, else empty). */
  resume?: FileList | null;
};

export const emptyJobForm: JobFormValues = { ...jobApplicationForm.empty, resume: null };

/** The chosen resume, if any. */
const chosenFile = (resume: JobFormValues['resume']): File | undefined => resume?.[0] ?? undefined;

/**
 * react-hook-form resolver built on the shared form rules (the same function the API runs),
 * plus the resume's type and size check (shared with the API too). The resume itself is optional:
 * labelled required but not enforced: an application without a résumé is accepted.
 */
export const jobFormResolver: Resolver<JobFormValues> = (values) => {
  const messages: Partial<Record<keyof JobFormValues, string>> = { ...jobApplicationForm.validate(values) };
  const file = chosenFile(values.resume);
  const fileMessage = file ? jobApplicationForm.checkFile(file) : undefined;
  if (fileMessage) messages.resume = fileMessage;

  const fields = Object.keys(messages) as (keyof JobFormValues)[];
  if (fields.length === 0) return { values, errors: {} };
  const errors: FieldErrors<JobFormValues> = {};
  // Stryker disable next-line StringLiteral: the form shows only the message; nothing reads the rule kind
  for (const field of fields) errors[field] = { type: 'validate', message: messages[field] };
  return { values: {}, errors };
};

/**
 * The backend's multipart body: the form's fields as its definition sends them (packages/contracts,
 * `jobApplicationForm.toWire`), and file only when a resume was chosen; `extra` adds the spam traps.
 */
export function jobApplicationBody(values: JobFormValues, extra: Readonly<Record<string, string>> = {}): FormData {
  const fields = jobApplicationForm.toWire(values);
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...extra })) body.append(name, value);
  const file = chosenFile(values.resume);
  if (file) body.append('file', file);
  return body;
}
