import {
  emailSubjects,
  validateContact,
  validateInternship,
  validateJobApplication,
  type RawInput,
  type ValidationErrors,
} from '@codecrush/contracts';
import type { MessageKind } from '../store/store';
import { internshipUploadKinds, jobUploadKinds, type UploadKind } from '../uploads/kinds';

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
    subject: emailSubjects.contact,
    fields: ['fullName', 'email', 'phone', 'message'],
    validate: (input) => validateContact(input),
    uploads: [],
    successMessage: successMessages.contact,
  },
  {
    kind: 'job',
    subject: emailSubjects.job,
    fields: ['fullName', 'email', 'phone'],
    validate: validateJobApplication,
    uploads: jobUploadKinds,
    successMessage: successMessages.application,
  },
  {
    kind: 'internship',
    subject: emailSubjects.internship,
    fields: ['fullName', 'email', 'phone', 'address', 'education', 'speciality', 'experience', 'interest'],
    validate: validateInternship,
    uploads: internshipUploadKinds,
    successMessage: successMessages.application,
  },
];

export const formForSubject = (subject: string): FormDefinition | undefined =>
  forms.find((form) => form.subject === subject);
