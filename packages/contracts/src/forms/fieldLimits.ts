import type { TextRule } from './textRules';

/** Longest accepted value per field (characters); longer values are refused, not cut. */
export const fieldMaxLengths = {
  fullName: 200,
  firstName: 100,
  lastName: 100,
  name: 200,
  email: 254,
  phone: 32,
  phoneNumber: 32,
  message: 5000,
  address: 500,
  education: 2000,
  speciality: 500,
  experience: 5000,
  interest: 2000,
  companyName: 200,
  projectDescription: 5000,
  startDate: 50,
  additionalRequirements: 5000,
  requiredExpertise: 5000,
} as const;
export type LimitedField = keyof typeof fieldMaxLengths;

/** Each limited field's name in the "… is too long" message. */
const fieldLabels: Record<LimitedField, string> = {
  fullName: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  phoneNumber: 'Phone number',
  message: 'Message',
  address: 'Address',
  education: 'Education details',
  speciality: 'Speciality',
  experience: 'Experience details',
  interest: 'Interest',
  companyName: 'Company name',
  projectDescription: 'Project description',
  startDate: 'Start date',
  additionalRequirements: 'Additional requirements',
  requiredExpertise: 'Required expertise',
};

/**
 * The rule of a field with its shared length limit and "… is too long" name: required with its
 * message, or optional without one; with a pattern when given.
 */
export const limitedRule = (field: LimitedField, required?: string, pattern?: TextRule['pattern']): TextRule => ({
  noun: fieldLabels[field],
  maxLength: fieldMaxLengths[field],
  required,
  pattern,
});
