import {
  checkFileChoice,
  emailSubjects,
  expertiseLines,
  jobUploadKinds,
  paths,
  uploadLimits,
  validateContact,
  validateInternshipForm,
  validateJobApplicationForm,
  validateRemoteResourceForm,
  type ExpertiseRow,
  type NativeFormId,
  type ValidationErrors,
} from '@codecrush/contracts';
import { acceptFormSubmission, type IntakeDeps } from '../intake/accept';
import { acceptRemoteResourceParams } from '../intake/emailjs';
import type { UploadedFile } from '../intake/submission';
import type { KeyedSubmission } from '../store/store';
import type { NativePost } from './nativePost';

/** A form posted without scripts: its fields as the browser names them, its rules, and where it lands. */
export interface NativeForm {
  id: NativeFormId;
  /** The name of its file input, when it has one. */
  fileField?: string;
  /** The site's page it sits on (the link back from the problems page). */
  formPage: string;
  /** The site's prerendered page a sent submission is redirected to. */
  sentPage: string;
  /** The form's own rules, exactly as its script applies them: field → message, in form order. */
  problems: (post: NativePost) => ValidationErrors;
  /** Hands the submission, in the fetch path's shape, to the same intake and outbox. */
  accept: (deps: IntakeDeps, post: NativePost, keyed: KeyedSubmission) => Promise<unknown>;
}

const value = (post: NativePost, name: string): string => post.fields.get(name) ?? '';
const values = (post: NativePost): Record<string, string> => Object.fromEntries(post.fields);
/** A posted file as the form's rules see a chosen one: its name and size. */
const fileChoiceOf = (file: UploadedFile): { name: string; size: number } => ({
  name: file.filename,
  size: file.content.length,
});

const contact = (id: NativeFormId, variant: 'home' | 'contactPage', formPage: string): NativeForm => ({
  id,
  formPage,
  sentPage: paths.messageSent,
  problems: (post) => validateContact(values(post), variant),
  accept: (deps, post, keyed) =>
    acceptFormSubmission(
      deps,
      {
        fields: {
          fullName: value(post, 'fullName'),
          email: value(post, 'email'),
          phone: value(post, 'phone'),
          message: value(post, 'message'),
          subject: emailSubjects.contact,
        },
        file: undefined,
      },
      keyed,
    ),
});

const job: NativeForm = {
  id: 'job',
  fileField: 'resume',
  formPage: paths.jobApply,
  sentPage: paths.applicationSent,
  // A resume is optional: without one (or with a fine one) its message is undefined, which lists nothing.
  problems: (post) => ({
    ...validateJobApplicationForm(values(post)),
    resume: post.file && checkFileChoice(fileChoiceOf(post.file), jobUploadKinds, uploadLimits.maxFileBytes),
  }),
  accept: (deps, post, keyed) =>
    acceptFormSubmission(
      deps,
      {
        fields: {
          fullName: `${value(post, 'firstName').trim()} ${value(post, 'lastName').trim()}`,
          email: value(post, 'email'),
          phone: value(post, 'phoneNumber'),
          subject: emailSubjects.job,
        },
        file: post.file,
      },
      keyed,
    ),
};

const internshipFields = ['fullName', 'email', 'address', 'education', 'speciality', 'experience', 'interest'] as const;

const internship: NativeForm = {
  id: 'internship',
  fileField: 'cv',
  formPage: paths.internshipApply,
  sentPage: paths.applicationSent,
  problems: (post) => validateInternshipForm(values(post), post.file && fileChoiceOf(post.file)),
  accept: (deps, post, keyed) =>
    acceptFormSubmission(
      deps,
      {
        fields: {
          ...Object.fromEntries(internshipFields.map((name) => [name, value(post, name)])),
          phone: value(post, 'phoneNumber'),
          subject: emailSubjects.internship,
        },
        file: post.file,
      },
      keyed,
    ),
};

/** Most expertise rows a posted form may carry (the script adds them one by one). */
const maxExpertiseRows = 20;
const rowPattern =
  /^expertise\.(\d{1,2})\.(nameOfExpertise|numberOfExpertise|durationOfHire|requiredExpertise|otherExpertise)$/;

/** The expertise rows of a posted remote-resources form (`expertise.<n>.<field>`), in order. */
const expertiseRows = (post: NativePost): ExpertiseRow[] => {
  const rows = new Map<number, ExpertiseRow>();
  for (const [name, text] of post.fields) {
    const match = rowPattern.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    const field = match[2] as keyof ExpertiseRow;
    if (index >= maxExpertiseRows) continue;
    const row = rows.get(index) ?? {
      nameOfExpertise: '',
      numberOfExpertise: '',
      durationOfHire: '',
      requiredExpertise: '',
      otherExpertise: '',
    };
    row[field] = text;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
};

const remoteTextFields = [
  'name',
  'email',
  'companyName',
  'phoneNumber',
  'projectDescription',
  'startDate',
  'additionalRequirements',
] as const;

const remoteResources: NativeForm = {
  id: 'remote-resources',
  formPage: paths.remoteResources,
  sentPage: paths.messageSent,
  problems: (post) => {
    const rows = expertiseRows(post);
    return validateRemoteResourceForm({
      ...values(post),
      // A form always has its first row; a post without any row is checked as one empty row.
      expertise: rows.length === 0 ? [{}] : rows,
      privacyAgreement: post.fields.has('privacyAgreement'),
    });
  },
  accept: (deps, post, keyed) =>
    acceptRemoteResourceParams(
      deps,
      {
        ...Object.fromEntries(remoteTextFields.map((name) => [name, value(post, name)])),
        requiredExpertise: expertiseLines(expertiseRows(post)),
      },
      keyed,
    ),
};

/** Every form of the site, by the id in its action (`/forms/<id>`). */
export const nativeForms: readonly NativeForm[] = [
  contact('contact-home', 'home', paths.home),
  contact('contact-page', 'contactPage', paths.contact),
  job,
  internship,
  remoteResources,
];
