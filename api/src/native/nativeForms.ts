import {
  contactForm,
  emptyExpertiseRow,
  internshipForm,
  jobApplicationForm,
  paths,
  remoteResourcesForm,
  type ExpertiseRow,
  type NativeFormId,
  type TextValues,
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

const values = (post: NativePost): Record<string, string> => Object.fromEntries(post.fields);
/** The form's text fields as posted, each field the form defines (a missing one reads as empty). */
const textValues = <F extends string>(post: NativePost, fields: readonly F[]): TextValues<F> =>
  Object.fromEntries(fields.map((name) => [name, post.fields.get(name) ?? ''])) as TextValues<F>;
/** A posted file as the form's rules see a chosen one: its name and size. */
const fileChoiceOf = (file: UploadedFile): { name: string; size: number } => ({
  name: file.filename,
  size: file.content.length,
});

const contact = (id: NativeFormId, variant: 'home' | 'contactPage', formPage: string): NativeForm => ({
  id,
  formPage,
  sentPage: paths.messageSent,
  problems: (post) => contactForm.validate(values(post), variant),
  accept: (deps, post, keyed) =>
    acceptFormSubmission(
      deps,
      { fields: { ...contactForm.toWire(textValues(post, contactForm.fields)) }, file: undefined },
      keyed,
    ),
});

const job: NativeForm = {
  id: 'job',
  fileField: jobApplicationForm.fileField,
  formPage: paths.jobApply,
  sentPage: paths.applicationSent,
  // A resume is optional: without one (or with a fine one) its message is undefined, which lists nothing.
  problems: (post) => ({
    ...jobApplicationForm.validate(values(post)),
    resume: post.file && jobApplicationForm.checkFile(fileChoiceOf(post.file)),
  }),
  accept: (deps, post, keyed) =>
    acceptFormSubmission(
      deps,
      { fields: { ...jobApplicationForm.toWire(textValues(post, jobApplicationForm.fields)) }, file: post.file },
      keyed,
    ),
};

const internship: NativeForm = {
  id: 'internship',
  fileField: internshipForm.fileField,
  formPage: paths.internshipApply,
  sentPage: paths.applicationSent,
  problems: (post) => internshipForm.validate(values(post), post.file && fileChoiceOf(post.file)),
  accept: (deps, post, keyed) =>
    acceptFormSubmission(
      deps,
      { fields: { ...internshipForm.toWire(textValues(post, internshipForm.fields)) }, file: post.file },
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
    const row = rows.get(index) ?? { ...emptyExpertiseRow };
    row[field] = text;
    rows.set(index, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
};

const remoteResources: NativeForm = {
  id: 'remote-resources',
  formPage: paths.remoteResources,
  sentPage: paths.messageSent,
  problems: (post) => {
    const rows = expertiseRows(post);
    return remoteResourcesForm.validate({
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
        ...remoteResourcesForm.toWire({
          ...textValues(post, remoteResourcesForm.fields),
          expertise: expertiseRows(post),
        }),
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
