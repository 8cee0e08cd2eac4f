import { emailSubjects } from '../api';
import { htmlPatterns, validationPatterns } from '../patterns';
import { extensionsOf, internshipUploadKinds, nameHasKind, uploadLimits, type UploadCandidate } from '../uploads';
import { limitedRule } from './fieldLimits';
import { emptyValues, type TextValues } from './formValues';
import { checkTextFields, maxLengthsOf, type RawInput, type TextFieldSpec, type ValidationErrors } from './textRules';

/** The internship form's messages (the product's exact texts). */
export const internshipMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must be in Pakistani format',
  addressRequired: 'Address is required',
  educationRequired: 'Education details are required',
  specialityRequired: 'Speciality is required',
  experienceRequired: 'Experience details are required',
  interestRequired: 'Interest is required',
} as const;

/** The optional CV's messages: checked in the browser before sending; the API checks the bytes again. */
export const cvMessages = {
  cvType: 'The CV must be a PDF, Word document (DOC, DOCX) or image (JPG, PNG, GIF, SVG)',
  cvTooLarge: 'The CV must be 5 MB or smaller',
} as const;

/** Files the internship form accepts as a CV: the API's own list and size limit (../uploads). */
export const cvUploadRule = {
  extensions: extensionsOf(internshipUploadKinds),
  maxBytes: uploadLimits.maxFileBytes,
} as const;

/** The CV rule: none is fine; otherwise one of the accepted types and at most 5 MB. */
export const checkCv = (file: UploadCandidate | undefined | null): string | undefined => {
  if (!file) return undefined;
  if (!nameHasKind(file.name, internshipUploadKinds)) return cvMessages.cvType;
  if (file.size > cvUploadRule.maxBytes) return cvMessages.cvTooLarge;
  return undefined;
};

const m = internshipMessages;

/** The internship form's text fields in form order: each one's rule and how it is typed into. */
const specs = {
  fullName: { rule: limitedRule('fullName', m.fullNameRequired), input: { control: 'input', autoComplete: 'name' } },
  email: {
    rule: limitedRule('email', m.emailRequired, { regex: validationPatterns.dottedEmail, message: m.emailInvalid }),
    input: { control: 'input', type: 'email', autoComplete: 'email', pattern: htmlPatterns.dottedEmail },
  },
  phoneNumber: {
    rule: limitedRule('phoneNumber', m.phoneRequired, {
      regex: validationPatterns.pakistaniMobile,
      message: m.phoneInvalid,
    }),
    input: { control: 'input', type: 'tel', autoComplete: 'tel', pattern: htmlPatterns.pakistaniMobile },
  },
  address: {
    rule: limitedRule('address', m.addressRequired),
    input: { control: 'input', autoComplete: 'address-line1' },
  },
  education: {
    rule: limitedRule('education', m.educationRequired),
    input: { control: 'textarea', rows: 3, wide: true },
  },
  speciality: { rule: limitedRule('speciality', m.specialityRequired), input: { control: 'input', wide: true } },
  experience: {
    rule: limitedRule('experience', m.experienceRequired),
    input: { control: 'textarea', rows: 4, wide: true },
  },
  interest: { rule: limitedRule('interest', m.interestRequired), input: { control: 'textarea', rows: 4, wide: true } },
} satisfies Record<string, TextFieldSpec>;

type Field = keyof typeof specs;
const fields = Object.keys(specs) as readonly Field[];

/** The internship form's text fields as the visitor fills them (the CV is a file input beside them). */
export type InternshipFormText = TextValues<Field>;

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

/** The form's rules on what the API received: `phone` read as the form's `phoneNumber`, its message keyed `phone`. */
const validateWire = (input: RawInput): ValidationErrors<WireName<Field>> =>
  Object.fromEntries(
    Object.entries(checkTextFields({ ...input, phoneNumber: input.phone }, specs)).map(([field, message]) => [
      wireNameOf(field as Field),
      message,
    ]),
  );

/**
 * The internship application, defined once for the browser form, the multipart route
 * (`POST /jobs/emails/send`, subject "Internship Application") and the no-script route: its fields
 * in form order with their rules and inputs, the optional CV's rule, the fields the API keeps and
 * the body it is sent as (`phoneNumber` as `phone`). Adding a field is an entry in `specs` and its
 * copy (the label and example the page shows).
 */
export const internshipForm = {
  subject: emailSubjects.internship,
  fields,
  empty: emptyValues(fields),
  /** Each field's rule and input, in form order. */
  specs,
  /** Each field's length limit. */
  maxLengths: maxLengthsOf(specs),
  fileField: 'cv',
  uploadKinds: internshipUploadKinds,
  wireFields,
  /** The browser's rules: each field's message in form order, then the optional CV's type and size. */
  validate: (input: RawInput, cv?: UploadCandidate | null): ValidationErrors<Field | 'cv'> => {
    const errors: ValidationErrors<Field | 'cv'> = checkTextFields(input, specs);
    const cvError = checkCv(cv);
    return cvError === undefined ? errors : { ...errors, cv: cvError };
  },
  validateWire,
  /** The CV's type and size (none chosen is fine: the CV is optional). */
  checkFile: checkCv,
  toWire: (values: InternshipFormText): InternshipApplicationFields => ({
    ...(Object.fromEntries(fields.map((field) => [wireNameOf(field), values[field].trim()])) as TextValues<
      WireName<Field>
    >),
    subject: emailSubjects.internship,
  }),
};

/** The internship form's rules (`internshipForm.validate`), by the name the tests know. */
export const validateInternshipForm = internshipForm.validate;
