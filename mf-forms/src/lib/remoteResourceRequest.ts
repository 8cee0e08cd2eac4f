import { expertiseLines } from '@codecrush/contracts';
import type { ExpertiseRow, RemoteResourceTemplateParams, SiteConfig } from '@codecrush/contracts';

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
