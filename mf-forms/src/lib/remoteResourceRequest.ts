import { remoteResourcesForm } from '@codecrush/contracts';
import type { RemoteResourceFormValues, SiteConfig } from '@codecrush/contracts';

export { emptyExpertiseRow } from '@codecrush/contracts';
export type { RemoteResourceFormValues } from '@codecrush/contracts';

export const emptyRemoteResourceForm: RemoteResourceFormValues = remoteResourcesForm.empty;

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
  template_params: { ...remoteResourcesForm.toWire(values), ...antiSpam },
});
