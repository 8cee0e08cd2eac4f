import { emailSubjects } from '../api';
import { htmlPatterns, validationPatterns } from '../patterns';
import { checkFileChoice, jobUploadKinds, uploadLimits, type UploadCandidate } from '../uploads';
import { fieldMaxLengths, limitedRule } from './fieldLimits';
import { emptyValues, type TextValues } from './formValues';
import {
  checkText,
  checkTextFields,
  maxLengthsOf,
  tooLong,
  type RawInput,
  type TextFieldSpec,
  type ValidationErrors,
} from './textRules';

/** The Apply Now form's messages (the product's exact texts). */
export const jobMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Entered value does not match email format',
} as const;

const m = jobMessages;

/** The Apply Now form's text fields in form order: each one's rule and how it is typed into. */
const specs = {
  firstName: {
    rule: limitedRule('firstName', m.firstNameRequired),
    input: { control: 'input', autoComplete: 'given-name' },
  },
  lastName: {
    rule: limitedRule('lastName', m.lastNameRequired),
    input: { control: 'input', autoComplete: 'family-name' },
  },
  phoneNumber: {
    rule: limitedRule('phoneNumber', m.phoneRequired),
    input: { control: 'input', type: 'tel', autoComplete: 'tel' },
  },
  email: {
    rule: limitedRule('email', m.emailRequired, { regex: validationPatterns.dottedEmail, message: m.emailInvalid }),
    input: { control: 'input', type: 'email', autoComplete: 'email', pattern: htmlPatterns.dottedEmail },
  },
} satisfies Record<string, TextFieldSpec>;

type Field = keyof typeof specs;
const fields = Object.keys(specs) as readonly Field[];

/** The Apply Now form's text fields as the visitor fills them (the résumé is a file input beside them). */
export type JobFormText = TextValues<Field>;

/** What the API keeps of an application, in form order. */
const wireFields = ['fullName', 'email', 'phone'] as const;
type WireField = (typeof wireFields)[number];

/** The multipart fields of a job application (`file` beside them is the optional résumé). */
export type JobApplicationFields = TextValues<WireField> & { subject: typeof emailSubjects.job };

/**
 * Splits the wire `fullName` of a job application (first and last name joined by one space)
 * back into its parts: the first name ends at the first space.
 */
export const splitFullName = (fullName: string): { firstName: string; lastName: string } => {
  const space = fullName.indexOf(' ');
  return space < 0
    ? { firstName: fullName, lastName: '' }
    : { firstName: fullName.slice(0, space), lastName: fullName.slice(space + 1) };
};

/** The wire's `fullName`: the first and last name rules on its two halves, then its own length limit. */
const checkFullName = (value: unknown): string | undefined => {
  const raw = typeof value === 'string' ? value : '';
  const { firstName, lastName } = splitFullName(raw);
  if (firstName.trim() === '') return m.firstNameRequired;
  if (lastName.trim() === '') return m.lastNameRequired;
  if (raw.trim().length > fieldMaxLengths.fullName) return tooLong(limitedRule('fullName', m.firstNameRequired));
  return undefined;
};

/**
 * The form's rules on what the API received (`fullName`, `email`, `phone`): the name rules on the
 * halves of `fullName`, the email's and the phone's as in the form; messages keyed by wire name.
 */
const validateWire = (input: RawInput): ValidationErrors<WireField> => {
  const messages: Record<WireField, string | undefined> = {
    fullName: checkFullName(input.fullName),
    email: checkText(input.email, specs.email.rule),
    phone: checkText(input.phone, specs.phoneNumber.rule),
  };
  return Object.fromEntries(Object.entries(messages).filter(([, message]) => message !== undefined));
};

/**
 * The job application (Apply Now), defined once for the browser form, the multipart route
 * (`POST /jobs/emails/send`, subject "Job Application") and the no-script route: its fields in form
 * order with their rules and inputs, the optional résumé's rule, the fields the API keeps and the
 * body it is sent as (first and last name joined by a space into `fullName`, `phoneNumber` as
 * `phone`). Adding a field is an entry in `specs`, its copy, and its place on the wire.
 */
export const jobApplicationForm = {
  subject: emailSubjects.job,
  fields,
  empty: emptyValues(fields),
  /** Each field's rule and input, in form order. */
  specs,
  /** Each field's length limit. */
  maxLengths: maxLengthsOf(specs),
  fileField: 'resume',
  uploadKinds: jobUploadKinds,
  wireFields,
  /** The browser's rules: each field's message, in form order; empty when valid. */
  validate: (input: RawInput): ValidationErrors<Field> => checkTextFields(input, specs),
  validateWire,
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

/** The Apply Now form's rules (`jobApplicationForm.validate`), by the name the tests know. */
export const validateJobApplicationForm = jobApplicationForm.validate;

/** The API's rules for an application (`jobApplicationForm.validateWire`), by the name the tests know. */
export const validateJobApplication = jobApplicationForm.validateWire;
