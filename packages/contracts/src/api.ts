/** Payloads of the email backend. The API and the forms both use these. */
export const emailSubjects = {
  contact: 'Query Message',
  job: 'Job Application',
  internship: 'Internship Application',
} as const;
export type EmailSubject = (typeof emailSubjects)[keyof typeof emailSubjects];

/**
 * `{api}{path}` with one slash between, whether or not the configured base URL ends with one. The
 * base may carry a path prefix (`https://codecrush.tech/api` on one origin), which a `new URL(path,
 * base)` would drop: every call to the API builds its URL here.
 */
export const apiUrl = (baseUrl: string, path: string): string => `${baseUrl.replace(/\/+$/, '')}${path}`;

export const apiPaths = {
  sendEmail: '/jobs/emails/send',
  emailjsSend: '/api/v1.0/email/send',
  health: '/healthz',
} as const;

/* The body of each form (ContactMessage, JobApplicationFields, …) is defined with the form: ./forms/. */

/** Every answer of the email backend. */
export interface ApiMessage {
  message: string;
}

/**
 * Spam traps every form sends: a hidden field that must stay empty, when the form was shown (the
 * script's clock), and the signed token the site's server stamps into each served page (a form
 * posted without scripts).
 */
export const antiSpamFields = { honeypot: 'website', startedAt: 'formStartedAt', formToken: 'formToken' } as const;

/** The forms a browser can post without scripts, each to its own route of the API. */
export const nativeFormIds = ['contact-home', 'contact-page', 'job', 'internship', 'remote-resources'] as const;
export type NativeFormId = (typeof nativeFormIds)[number];

/** `POST {api}/forms/<id>`: the form as the browser posts it (urlencoded, or multipart with a file). */
export const nativeFormPath = (id: NativeFormId): string => `/forms/${id}`;
