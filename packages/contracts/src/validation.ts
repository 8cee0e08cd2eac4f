/**
 * Validation rules of the site's forms, shared by the browser forms and the email
 * backend so both apply the identical rules and messages. Pure TypeScript, no dependencies.
 *
 * Every validator takes the raw values (anything may be missing or of the wrong type) and returns
 * a map from field name to its message; an empty map means the input is valid. Keys are listed in
 * form order, so the first entry is the one to show when only one message fits.
 */

import { contactMessages } from './forms/contact';
import { fieldLabels, fieldMaxLengths, type LimitedField } from './forms/fieldLimits';
import { checkText, text, tooLong, type RawInput, type ValidationErrors } from './forms/textRules';
import { validationPatterns } from './patterns';

/** The exact field messages of the product (and the backend's own where the product gives none). */
export const validationMessages = {
  contact: contactMessages,
  job: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    phoneRequired: 'Phone number is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Entered value does not match email format',
  },
  internship: {
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
  },
  /** The product gives no messages for the remote-resources form; these are the backend's. */
  remoteResource: {
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
  },
  /** Optional files (CV): checked in the browser before sending; the API checks the bytes again. */
  upload: {
    cvType: 'The CV must be a PDF, Word document (DOC, DOCX) or image (JPG, PNG, GIF, SVG)',
    cvTooLarge: 'The CV must be 5 MB or smaller',
  },
} as const;

export const tooLongMessage = (field: LimitedField): string =>
  tooLong({ noun: fieldLabels[field], maxLength: fieldMaxLengths[field] });

export { text };
export type { RawInput, ValidationErrors };
export { fieldMaxLengths, type LimitedField } from './forms/fieldLimits';

interface FieldRule {
  required: string;
  pattern?: { regex: RegExp; message: string };
}

const checkField = (input: RawInput, field: LimitedField, rule: FieldRule): string | undefined =>
  checkText(input[field], { ...rule, noun: fieldLabels[field], maxLength: fieldMaxLengths[field] });

export const collect = <F extends LimitedField>(
  input: RawInput,
  rules: ReadonlyArray<readonly [F, FieldRule]>,
): ValidationErrors<F> => {
  const errors: ValidationErrors<F> = {};
  for (const [field, rule] of rules) {
    const message = checkField(input, field, rule);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
};

/** Job application form as the browser holds it (`firstName`, `lastName`, `phoneNumber`, `email`). */
export const validateJobApplicationForm = (
  input: RawInput,
): ValidationErrors<'firstName' | 'lastName' | 'phoneNumber' | 'email'> => {
  const m = validationMessages.job;
  return collect(input, [
    ['firstName', { required: m.firstNameRequired }],
    ['lastName', { required: m.lastNameRequired }],
    ['phoneNumber', { required: m.phoneRequired }],
    [
      'email',
      { required: m.emailRequired, pattern: { regex: validationPatterns.dottedEmail, message: m.emailInvalid } },
    ],
  ]);
};

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

/**
 * Job application as sent (`fullName`, `email`, `phone`). The first and last name rules
 * are checked on the two halves of `fullName`; the message keys stay on `fullName`.
 */
export const validateJobApplication = (input: RawInput): ValidationErrors<'fullName' | 'email' | 'phone'> => {
  const m = validationMessages.job;
  const errors: ValidationErrors<'fullName' | 'email' | 'phone'> = {};
  const raw = typeof input.fullName === 'string' ? input.fullName : '';
  const { firstName, lastName } = splitFullName(raw);
  if (firstName.trim() === '') errors.fullName = m.firstNameRequired;
  else if (lastName.trim() === '') errors.fullName = m.lastNameRequired;
  else if (raw.trim().length > fieldMaxLengths.fullName) errors.fullName = tooLongMessage('fullName');
  return {
    ...errors,
    ...collect(input, [
      [
        'email',
        { required: m.emailRequired, pattern: { regex: validationPatterns.dottedEmail, message: m.emailInvalid } },
      ],
      ['phone', { required: m.phoneRequired }],
    ]),
  };
};

/** Internship application as sent (`phone` on the wire holds the form's phoneNumber). */
export const validateInternship = (
  input: RawInput,
): ValidationErrors<
  'fullName' | 'email' | 'phone' | 'address' | 'education' | 'speciality' | 'experience' | 'interest'
> => {
  const m = validationMessages.internship;
  return collect(input, [
    ['fullName', { required: m.fullNameRequired }],
    [
      'email',
      { required: m.emailRequired, pattern: { regex: validationPatterns.dottedEmail, message: m.emailInvalid } },
    ],
    [
      'phone',
      { required: m.phoneRequired, pattern: { regex: validationPatterns.pakistaniMobile, message: m.phoneInvalid } },
    ],
    ['address', { required: m.addressRequired }],
    ['education', { required: m.educationRequired }],
    ['speciality', { required: m.specialityRequired }],
    ['experience', { required: m.experienceRequired }],
    ['interest', { required: m.interestRequired }],
  ]);
};

/** The remote-resources fields both the form and the template variables carry. */
type RemoteResourceField = 'name' | 'email' | 'companyName' | 'phoneNumber' | 'projectDescription' | 'startDate';

export const remoteResourceRules = (): ReadonlyArray<readonly [RemoteResourceField, FieldRule]> => {
  const m = validationMessages.remoteResource;
  return [
    ['name', { required: m.nameRequired }],
    [
      'email',
      { required: m.emailRequired, pattern: { regex: validationPatterns.simpleEmail, message: m.emailInvalid } },
    ],
    ['companyName', { required: m.companyNameRequired }],
    ['phoneNumber', { required: m.phoneNumberRequired }],
    ['projectDescription', { required: m.projectDescriptionRequired }],
    ['startDate', { required: m.startDateRequired }],
  ];
};

/** The optional `additionalRequirements`: text when present, not too long. */
export const checkAdditionalRequirements = (input: RawInput): ValidationErrors<'additionalRequirements'> => {
  const extra = input.additionalRequirements;
  if (extra !== undefined && extra !== null && typeof extra !== 'string') {
    return { additionalRequirements: 'Additional requirements must be text' };
  }
  if (text(extra).length > fieldMaxLengths.additionalRequirements) {
    return { additionalRequirements: tooLongMessage('additionalRequirements') };
  }
  return {};
};

/** Remote-resources template variables; `additionalRequirements` is optional. */
export const validateRemoteResource = (
  input: RawInput,
): ValidationErrors<RemoteResourceField | 'requiredExpertise' | 'additionalRequirements'> => {
  const m = validationMessages.remoteResource;
  return {
    ...collect(input, [
      ...remoteResourceRules(),
      ['requiredExpertise', { required: m.requiredExpertiseRequired }] as const,
    ]),
    ...checkAdditionalRequirements(input),
  };
};

/** The first message of an error map (form order), if any. */
export const firstError = (errors: ValidationErrors): string | undefined => Object.values(errors)[0];
