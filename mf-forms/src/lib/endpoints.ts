import { apiPaths, apiUrl, nativeFormPath } from '@codecrush/contracts';
import type { NativeFormId, SiteConfig } from '@codecrush/contracts';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** `POST {api}/jobs/emails/send` (contact and internship forms). */
export const sendEmailUrl = (config: SiteConfig) => apiUrl(config.api.baseUrl, apiPaths.sendEmail);

/** `POST {api}/forms/<id>`: where the browser posts the form itself while no script runs (always the site's own API). */
export const nativeFormUrl = (config: SiteConfig, id: NativeFormId) => apiUrl(config.api.baseUrl, nativeFormPath(id));

/** `POST {emailjs origin}/api/v1.0/email/send` (remote-resources form). */
export const emailjsSendUrl = (config: SiteConfig) => apiUrl(config.emailjs.origin, apiPaths.emailjsSend);

/**
 * The EmailJS origin is the project's own API (the default): it honours `Idempotency-Key`. A
 * third-party host is sent no extra header, which its CORS answer may not allow.
 */
export const emailjsIsOwnApi = (config: SiteConfig) => {
  const emailjs = originOf(config.emailjs.origin);
  return emailjs !== null && emailjs === originOf(config.api.baseUrl);
};
