/**
 * What every form's rules share: the messages of all forms by form (each form's definition in
 * ./forms holds its own), and the first message of an error map.
 *
 * Every validator takes the raw values (anything may be missing or of the wrong type) and returns
 * a map from field name to its message; an empty map means the input is valid. Keys are listed in
 * form order, so the first entry is the one to show when only one message fits.
 */
import { contactMessages } from './forms/contact';
import { cvMessages, internshipMessages } from './forms/internship';
import { jobMessages } from './forms/jobApplication';
import { remoteResourceMessages } from './forms/remoteResources';
import type { RawInput, ValidationErrors } from './forms/textRules';

/** The exact field messages of the product (and the backend's own where the product gives none). */
export const validationMessages = {
  contact: contactMessages,
  job: jobMessages,
  internship: internshipMessages,
  /** The product gives no messages for the remote-resources form; these are the backend's. */
  remoteResource: remoteResourceMessages,
  /** Optional files (CV): checked in the browser before sending; the API checks the bytes again. */
  upload: cvMessages,
} as const;

export type { RawInput, ValidationErrors };
export { fieldMaxLengths, type LimitedField } from './forms/fieldLimits';

/** The first message of an error map (form order), if any. */
export const firstError = (errors: ValidationErrors): string | undefined => Object.values(errors)[0];
