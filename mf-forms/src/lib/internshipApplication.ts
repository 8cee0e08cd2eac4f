import { emailSubjects } from '@codecrush/contracts';
import type { InternshipApplicationFields } from '@codecrush/contracts';

/** The internship form as the visitor fills it; `cv` is what the file input holds. */
export type InternshipFormValues = {
  fullName: string;
  email: string;
  phoneNumber: string;
  address: string;
  education: string;
  speciality: string;
  experience: string;
  interest: string;
  cv?: FileList;
};

export const emptyInternshipForm: InternshipFormValues = {
  fullName: '',
  email: '',
  phoneNumber: '',
  address: '',
  education: '',
  speciality: '',
  experience: '',
  interest: '',
};

/** The chosen CV, if any. */
export const chosenCv = (values: Pick<InternshipFormValues, 'cv'>): File | undefined => values.cv?.[0] ?? undefined;

/**
 * The backend's multipart body (packages/contracts/src/api.ts): fullName, email, phone (the form's phoneNumber), address,
 * education, speciality, experience, interest, subject "Internship Application", and `file` only
 * when a CV was chosen; plus the spam-trap fields.
 */
export function internshipFormData(
  values: InternshipFormValues,
  antiSpam: Readonly<Record<string, string>> = {},
): FormData {
  const fields: InternshipApplicationFields = {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phoneNumber.trim(),
    address: values.address.trim(),
    education: values.education.trim(),
    speciality: values.speciality.trim(),
    experience: values.experience.trim(),
    interest: values.interest.trim(),
    subject: emailSubjects.internship,
  };
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...antiSpam })) body.append(name, value);
  const cv = chosenCv(values);
  if (cv) body.append('file', cv, cv.name);
  return body;
}
