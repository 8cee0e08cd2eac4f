import { emailSubjects } from '../api';
import { checkCv, validateInternshipForm } from '../formValidation';
import { internshipUploadKinds } from '../uploads';
import { validateInternship } from '../validation';
import { emptyValues, type TextValues } from './formValues';

const fields = [
  'fullName',
  'email',
  'phoneNumber',
  'address',
  'education',
  'speciality',
  'experience',
  'interest',
] as const;

/** The internship form's text fields as the visitor fills them (the CV is a file input beside them). */
export type InternshipFormText = TextValues<(typeof fields)[number]>;

type Field = (typeof fields)[number];
/** A field's name on the wire: the form's `phoneNumber` goes out as `phone`, the others as they are. */
type WireName<F extends Field> = F extends 'phoneNumber' ? 'phone' : F;
const wireNameOf = <F extends Field>(field: F): WireName<F> =>
  (field === 'phoneNumber' ? 'phone' : field) as WireName<F>;

/** What the API keeps of an application, in form order. */
const wireFields: readonly WireName<Field>[] = fields.map(wireNameOf);

/** The multipart fields of an internship application (`file` beside them is the optional CV). */
export type InternshipApplicationFields = TextValues<WireName<Field>> & {
  subject: typeof emailSubjects.internship;
};

/**
 * The internship application, defined once for the browser form, the multipart route
 * (`POST /jobs/emails/send`, subject "Internship Application") and the no-script route: its fields,
 * the optional CV's rule, the fields the API keeps and the body it is sent as (`phoneNumber` as `phone`).
 */
export const internshipForm = {
  subject: emailSubjects.internship,
  fields,
  empty: emptyValues(fields),
  fileField: 'cv',
  uploadKinds: internshipUploadKinds,
  wireFields,
  validate: validateInternshipForm,
  validateWire: validateInternship,
  /** The CV's type and size (none chosen is fine: the CV is optional). */
  checkFile: checkCv,
  toWire: (values: InternshipFormText): InternshipApplicationFields => ({
    ...(Object.fromEntries(fields.map((field) => [wireNameOf(field), values[field].trim()])) as TextValues<
      WireName<Field>
    >),
    subject: emailSubjects.internship,
  }),
};
