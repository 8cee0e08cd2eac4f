import { emailSubjects } from '@codecrush/contracts';
import type { ContactMessage } from '@codecrush/contracts';

/** The contact form as the visitor fills it (both variants). */
export type ContactFormValues = {
  fullName: string;
  email: string;
  phone: string;
  message: string;
};

export const emptyContactForm: ContactFormValues = { fullName: '', email: '', phone: '', message: '' };

/** The backend's JSON body (packages/contracts/src/api.ts; subject fixed "Query Message"), plus the spam-trap fields. */
export const contactMessage = (
  values: ContactFormValues,
  antiSpam: Readonly<Record<string, string>> = {},
): ContactMessage & Record<string, string> => ({
  fullName: values.fullName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  message: values.message.trim(),
  subject: emailSubjects.contact,
  ...antiSpam,
});
