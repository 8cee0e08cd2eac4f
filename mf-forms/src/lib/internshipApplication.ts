import { internshipForm } from '@codecrush/contracts';
import type { InternshipFormText } from '@codecrush/contracts';

/** The internship form as the visitor fills it; `cv` is what the file input holds. */
export type InternshipFormValues = InternshipFormText & { cv?: FileList };

export const emptyInternshipForm: InternshipFormValues = internshipForm.empty;

/** The chosen CV, if any. */
export const chosenCv = (values: Pick<InternshipFormValues, 'cv'>): File | undefined => values.cv?.[0] ?? undefined;

/**
 * The backend's multipart body: the form's fields as its definition sends them (packages/contracts,
 * `internshipForm.toWire`), and `file` only when a CV was chosen; plus the spam-trap fields.
 */
export function internshipFormData(
  values: InternshipFormValues,
  antiSpam: Readonly<Record<string, string>> = {},
): FormData {
  const fields = internshipForm.toWire(values);
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...antiSpam })) body.append(name, value);
  const cv = chosenCv(values);
  if (cv) body.append('file', cv, cv.name);
  return body;
}
