import { contactForm } from '@codecrush/contracts';
import type { ContactFormValues, ContactMessage } from '@codecrush/contracts';

export type { ContactFormValues } from '@codecrush/contracts';

export const emptyContactForm: ContactFormValues = contactForm.empty;

/** The backend's JSON body (the form's definition in packages/contracts), plus the spam-trap fields. */
export const contactMessage = (
  values: ContactFormValues,
  antiSpam: Readonly<Record<string, string>> = {},
): ContactMessage & Record<string, string> => ({ ...contactForm.toWire(values), ...antiSpam });
