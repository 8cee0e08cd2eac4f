import {
  contactForm,
  internshipForm,
  jobApplicationForm,
  type RawInput,
  type UploadKind,
  type ValidationErrors,
} from '@codecrush/contracts';
import type { MessageKind } from '../store/store';

/** What `POST /jobs/emails/send` does for one subject. */
export interface FormDefinition {
  kind: MessageKind;
  subject: string;
  /** The fields kept, in form order. */
  fields: readonly string[];
  validate: (input: RawInput) => ValidationErrors;
  /** File kinds accepted; empty = the form takes no file. */
  uploads: readonly UploadKind[];
  successMessage: string;
}

const successMessages = {
  contact: 'Message Sent Successfully',
  application: 'Application sent successfully!',
} as const;

const forms: readonly FormDefinition[] = [
  {
    kind: 'contact',
    subject: contactForm.subject,
    fields: contactForm.wireFields,
    validate: contactForm.validateWire,
    uploads: [],
    successMessage: successMessages.contact,
  },
  {
    kind: 'job',
    subject: jobApplicationForm.subject,
    fields: jobApplicationForm.wireFields,
    validate: jobApplicationForm.validateWire,
    uploads: jobApplicationForm.uploadKinds,
    successMessage: successMessages.application,
  },
  {
    kind: 'internship',
    subject: internshipForm.subject,
    fields: internshipForm.wireFields,
    validate: internshipForm.validateWire,
    uploads: internshipForm.uploadKinds,
    successMessage: successMessages.application,
  },
];

export const formForSubject = (subject: string): FormDefinition | undefined =>
  forms.find((form) => form.subject === subject);
