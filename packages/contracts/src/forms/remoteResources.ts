import { expertiseLines, otherExpertiseChoice, type ExpertiseRow } from '../expertise';
import { validationPatterns } from '../patterns';
import { limitedRule } from './fieldLimits';
import { emptyValues, trimmedValues, type TextValues } from './formValues';
import {
  checkTextFields,
  maxLengthsOf,
  text,
  type RawInput,
  type TextFieldSpec,
  type ValidationErrors,
} from './textRules';

/** The product gives no messages for the remote-resources form; these are the backend's. */
export const remoteResourceMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  companyNameRequired: 'Company name is required',
  phoneNumberRequired: 'Phone number is required',
  projectDescriptionRequired: 'Project description is required',
  startDateRequired: 'Start date is required',
  requiredExpertiseRequired: 'Required expertise is required',
  /** Browser form only (the template variables carry the rows as one text). */
  nameOfExpertiseRequired: 'Choose the expertise you need',
  numberOfExpertiseRequired: 'Choose how many people you need',
  durationOfHireRequired: 'Choose how long you need them',
  otherExpertiseRequired: 'Describe the expertise you need',
  privacyRequired: 'Please agree to the privacy policy to send your request',
} as const;

const m = remoteResourceMessages;

/** The form's text fields in form order: each one's rule and how it is typed into. */
const specs = {
  name: { rule: limitedRule('name', m.nameRequired), input: { control: 'input', autoComplete: 'name' } },
  email: {
    rule: limitedRule('email', m.emailRequired, { regex: validationPatterns.simpleEmail, message: m.emailInvalid }),
    input: { control: 'input', type: 'email', autoComplete: 'email' },
  },
  companyName: {
    rule: limitedRule('companyName', m.companyNameRequired),
    input: { control: 'input', autoComplete: 'organization' },
  },
  phoneNumber: {
    rule: limitedRule('phoneNumber', m.phoneNumberRequired),
    input: { control: 'input', type: 'tel', autoComplete: 'tel' },
  },
  projectDescription: {
    rule: limitedRule('projectDescription', m.projectDescriptionRequired),
    input: { control: 'textarea', rows: 5, wide: true },
  },
  startDate: { rule: limitedRule('startDate', m.startDateRequired), input: { control: 'input', type: 'date' } },
  additionalRequirements: {
    rule: limitedRule('additionalRequirements'),
    input: { control: 'textarea', rows: 3, wide: true },
  },
} satisfies Record<string, TextFieldSpec>;

type TextField = keyof typeof specs;
const fields = Object.keys(specs) as readonly TextField[];

/**
 * The template variables the API keeps and their rules, in form order: the text fields, with
 * `requiredExpertise` (the expertise rows as one text, one line each) before the optional
 * additional requirements.
 */
const { additionalRequirements, ...requiredSpecs } = specs;
const wireRules = {
  ...requiredSpecs,
  requiredExpertise: { rule: limitedRule('requiredExpertise', m.requiredExpertiseRequired) },
  additionalRequirements,
};
type WireField = keyof typeof wireRules;
const wireFields = Object.keys(wireRules) as readonly WireField[];

/** The template variables the EmailJS-compatible call sends. */
export type RemoteResourceTemplateParams = TextValues<WireField>;

/** The remote-resources form as the visitor fills it: its text fields, the expertise rows and the agreement. */
export type RemoteResourceFormValues = TextValues<TextField> & {
  expertise: ExpertiseRow[];
  privacyAgreement: boolean;
};

/** A row of the expertise table before the visitor chooses anything. */
export const emptyExpertiseRow: ExpertiseRow = {
  nameOfExpertise: '',
  numberOfExpertise: '',
  durationOfHire: '',
  requiredExpertise: '',
  otherExpertise: '',
};

/** The three choices every expertise row needs, with their messages. */
const rowChoices = [
  ['nameOfExpertise', m.nameOfExpertiseRequired],
  ['numberOfExpertise', m.numberOfExpertiseRequired],
  ['durationOfHire', m.durationOfHireRequired],
] as const;

/**
 * The expertise rows' messages, keyed by the names react-hook-form gives the fields
 * (`expertise.1.durationOfHire`): three choices each, and a description when the level is "Other".
 * A row that is no object (null, a string) has none of the fields: each reads as empty.
 */
const checkRows = (rows: unknown): ValidationErrors => {
  const errors: ValidationErrors = {};
  (Array.isArray(rows) ? (rows as unknown[]) : []).forEach((row, index) => {
    const choices: Partial<Record<keyof ExpertiseRow, unknown>> = row ?? {};
    for (const [field, message] of rowChoices) {
      if (text(choices[field]) === '') errors[`expertise.${index}.${field}`] = message;
    }
    if (choices.requiredExpertise === otherExpertiseChoice && text(choices.otherExpertise) === '') {
      errors[`expertise.${index}.otherExpertise`] = m.otherExpertiseRequired;
    }
  });
  return errors;
};

/**
 * The remote-resources request, defined once for the browser form, the EmailJS-compatible route
 * (`POST /api/v1.0/email/send`, its template variables) and the no-script route: its text fields in
 * form order with their rules and inputs, the template variables the API keeps (in form order), and
 * the variables it is sent as (the expertise rows joined into `requiredExpertise`, one line each).
 * Adding a text field is an entry in `specs` and its copy.
 */
export const remoteResourcesForm = {
  /** The subject of the stored message (EmailJS carries none). */
  subject: 'Remote Resources Request',
  fields,
  empty: {
    ...emptyValues(fields),
    expertise: [emptyExpertiseRow],
    privacyAgreement: false,
  } satisfies RemoteResourceFormValues,
  /** Each text field's rule and input, in form order. */
  specs,
  /** Each text field's length limit. */
  maxLengths: maxLengthsOf(specs),
  wireFields,
  /** The browser's rules: the text fields in form order, then each expertise row, then the privacy agreement. */
  validate: (input: RawInput): ValidationErrors => ({
    ...checkTextFields(input, specs),
    ...checkRows(input.expertise),
    ...(input.privacyAgreement === true ? {} : { privacyAgreement: m.privacyRequired }),
  }),
  /** The API's rules for the template variables (the rows arrive as one text). */
  validateWire: (input: RawInput): ValidationErrors<WireField> => checkTextFields(input, wireRules),
  toWire: (values: Omit<RemoteResourceFormValues, 'privacyAgreement'>): RemoteResourceTemplateParams => ({
    ...trimmedValues(fields, values),
    requiredExpertise: expertiseLines(values.expertise),
  }),
};

/** The form's rules (`remoteResourcesForm.validate`), by the name the tests know. */
export const validateRemoteResourceForm = remoteResourcesForm.validate;

/** The API's rules (`remoteResourcesForm.validateWire`), by the name the tests know. */
export const validateRemoteResource = remoteResourcesForm.validateWire;
