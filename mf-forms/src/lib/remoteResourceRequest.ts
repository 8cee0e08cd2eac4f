import { otherExpertiseChoice } from '@codecrush/contracts';
import type { RemoteResourceTemplateParams, SiteConfig } from '@codecrush/contracts';

/** One expertise row of the form. */
export type ExpertiseRow = {
  nameOfExpertise: string;
  numberOfExpertise: string;
  durationOfHire: string;
  /** The level (the template's requiredExpertise); empty = any level. */
  requiredExpertise: string;
  /** The description when the level is "Other (please specify)". */
  otherExpertise: string;
};

/**
 * The remote-resources form as the visitor fills it: the template's text fields, with the expertise
 * as rows (joined into `requiredExpertise` when sent) and the privacy agreement.
 */
export type RemoteResourceFormValues = Omit<RemoteResourceTemplateParams, 'requiredExpertise'> & {
  expertise: ExpertiseRow[];
  privacyAgreement: boolean;
};

export const emptyExpertiseRow: ExpertiseRow = {
  nameOfExpertise: '',
  numberOfExpertise: '',
  durationOfHire: '',
  requiredExpertise: '',
  otherExpertise: '',
};

export const emptyRemoteResourceForm: RemoteResourceFormValues = {
  name: '',
  email: '',
  companyName: '',
  phoneNumber: '',
  projectDescription: '',
  startDate: '',
  additionalRequirements: '',
  expertise: [emptyExpertiseRow],
  privacyAgreement: false,
};

/** The expertise of a row with its level: "Senior Developer – Backend Developer (Node.js, Python)". */
const expertiseOf = (row: ExpertiseRow): string => {
  const level =
    row.requiredExpertise === otherExpertiseChoice ? row.otherExpertise.trim() : row.requiredExpertise.trim();
  return level ? `${level} – ${row.nameOfExpertise}` : row.nameOfExpertise;
};

/** The `requiredExpertise` template variable: one line per row, "Expertise, Number, Duration". */
export const expertiseLines = (rows: readonly ExpertiseRow[]): string =>
  rows
    .map((row) => `Expertise: ${expertiseOf(row)}, Number: ${row.numberOfExpertise}, Duration: ${row.durationOfHire}`)
    .join('\n');

/** The template variables the EmailJS-compatible call sends. */
const templateParams = (values: RemoteResourceFormValues): RemoteResourceTemplateParams => ({
  additionalRequirements: values.additionalRequirements.trim(),
  companyName: values.companyName.trim(),
  email: values.email.trim(),
  name: values.name.trim(),
  phoneNumber: values.phoneNumber.trim(),
  projectDescription: values.projectDescription.trim(),
  requiredExpertise: expertiseLines(values.expertise),
  startDate: values.startDate,
});

/** The EmailJS `send` body (what `@emailjs/browser`'s `send` posts), spam-trap fields among the variables. */
export const emailjsSendBody = (
  values: RemoteResourceFormValues,
  emailjs: SiteConfig['emailjs'],
  antiSpam: Readonly<Record<string, string>> = {},
) => ({
  lib_version: '4.4.1',
  user_id: emailjs.publicKey,
  service_id: emailjs.serviceId,
  template_id: emailjs.templateId,
  template_params: { ...templateParams(values), ...antiSpam },
});
