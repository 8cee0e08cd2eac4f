import { emailSubjects } from '../api';
import { checkFileChoice, jobUploadKinds, uploadLimits } from '../uploads';
import type { UploadCandidate } from '../formValidation';
import { validateJobApplication, validateJobApplicationForm } from '../validation';
import { emptyValues, type TextValues } from './formValues';

const fields = ['firstName', 'lastName', 'phoneNumber', 'email'] as const;

/** The Apply Now form's text fields as the visitor fills them (the résumé is a file input beside them). */
export type JobFormText = TextValues<(typeof fields)[number]>;

/** What the API keeps of an application, in form order. */
const wireFields = ['fullName', 'email', 'phone'] as const;

/** The multipart fields of a job application (`file` beside them is the optional résumé). */
export type JobApplicationFields = TextValues<(typeof wireFields)[number]> & { subject: typeof emailSubjects.job };

/**
 * The job application (Apply Now), defined once for the browser form, the multipart route
 * (`POST /jobs/emails/send`, subject "Job Application") and the no-script route: its fields, the
 * optional résumé's rule, the fields the API keeps and the body it is sent as (first and last name
 * joined by a space into `fullName`, `phoneNumber` as `phone`).
 */
export const jobApplicationForm = {
  subject: emailSubjects.job,
  fields,
  empty: emptyValues(fields),
  fileField: 'resume',
  uploadKinds: jobUploadKinds,
  wireFields,
  validate: validateJobApplicationForm,
  validateWire: validateJobApplication,
  /** The résumé's type and size (none chosen is fine: the résumé is optional). */
  checkFile: (file: UploadCandidate): string | undefined =>
    checkFileChoice(file, jobUploadKinds, uploadLimits.maxFileBytes),
  toWire: (values: JobFormText): JobApplicationFields => ({
    fullName: `${values.firstName.trim()} ${values.lastName.trim()}`,
    email: values.email.trim(),
    phone: values.phoneNumber.trim(),
    subject: emailSubjects.job,
  }),
};
