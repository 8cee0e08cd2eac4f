/**
 * The rules of the forms as the browser holds them (expertise rows, privacy agreement, the CV
 * file), built on the wire rules of ./validation so both keep the same messages.
 */
import { extensionsOf, internshipUploadKinds, nameHasKind, uploadLimits } from './uploads';
import {
  checkAdditionalRequirements,
  collect,
  remoteResourceRules,
  text,
  validateInternship,
  validationMessages,
} from './validation';
import type { RawInput, ValidationErrors } from './validation';

/** The remote-resources form's level choice that asks for a description of its own. */
export const otherExpertiseChoice = 'Other (please specify)';

/** Files the internship form accepts as a CV: the API's own list and size limit (./uploads). */
export const cvUploadRule = {
  extensions: extensionsOf(internshipUploadKinds),
  maxBytes: uploadLimits.maxFileBytes,
} as const;

/** One expertise row of the remote-resources form as the browser holds it. */
export interface ExpertiseRowInput {
  nameOfExpertise?: unknown;
  numberOfExpertise?: unknown;
  durationOfHire?: unknown;
  requiredExpertise?: unknown;
  otherExpertise?: unknown;
}

/**
 * The remote-resources form as the browser holds it: the fields of `validateRemoteResource`
 * (same rules and messages) plus the expertise rows (three selects required, "Other" needs a
 * description) and the privacy agreement. Row messages are keyed by path
 * (`expertise.1.durationOfHire`), the names react-hook-form gives the fields.
 */
export const validateRemoteResourceForm = (input: RawInput): ValidationErrors => {
  const m = validationMessages.remoteResource;
  const rows: readonly unknown[] = Array.isArray(input.expertise) ? input.expertise : [];
  const rowErrors: ValidationErrors = {};
  rows.forEach((row, index) => {
    // A row that is no object (null, a string) has none of the fields: each reads as empty.
    const rowInput: ExpertiseRowInput = row ?? {};
    const required = [
      ['nameOfExpertise', m.nameOfExpertiseRequired],
      ['numberOfExpertise', m.numberOfExpertiseRequired],
      ['durationOfHire', m.durationOfHireRequired],
    ] as const;
    for (const [field, message] of required) {
      if (text(rowInput[field]) === '') rowErrors[`expertise.${index}.${field}`] = message;
    }
    if (rowInput.requiredExpertise === otherExpertiseChoice && text(rowInput.otherExpertise) === '') {
      rowErrors[`expertise.${index}.otherExpertise`] = m.otherExpertiseRequired;
    }
  });
  return {
    ...collect(input, remoteResourceRules()),
    ...checkAdditionalRequirements(input),
    ...rowErrors,
    ...(input.privacyAgreement === true ? {} : { privacyAgreement: m.privacyRequired }),
  };
};

/** What a chosen file looks like to the rules (a browser `File` fits). */
export interface UploadCandidate {
  name: string;
  size: number;
}

/** The CV rule: none is fine; otherwise one of the accepted types and at most 5 MB. */
export const checkCv = (file: UploadCandidate | undefined | null): string | undefined => {
  if (!file) return undefined;
  if (!nameHasKind(file.name, internshipUploadKinds)) return validationMessages.upload.cvType;
  if (file.size > cvUploadRule.maxBytes) return validationMessages.upload.cvTooLarge;
  return undefined;
};

/**
 * The internship form as the browser holds it (`phoneNumber`, which goes out as `phone`):
 * the same rules and messages as `validateInternship`, plus the optional CV's type and size.
 */
export const validateInternshipForm = (input: RawInput, cv?: UploadCandidate | null): ValidationErrors => {
  const errors = validateInternship({ ...input, phone: input.phoneNumber });
  const ordered: ValidationErrors = {};
  for (const [field, message] of Object.entries(errors)) ordered[field === 'phone' ? 'phoneNumber' : field] = message;
  const cvError = checkCv(cv);
  return cvError === undefined ? ordered : { ...ordered, cv: cvError };
};
