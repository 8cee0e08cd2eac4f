/**
 * The patterns of the site's form fields, in the two forms they are checked in: as regular
 * expressions (the forms' scripts and the API) and as the `pattern` attribute of the served HTML
 * (the browser, while no script runs).
 */

/** The regular expressions every form and the API check with. */
export const validationPatterns = {
  /** Home contact form: letters, digits or `._%+-`, an at sign, a domain and a 2–4 letter ending. */
  strictEmail: /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/,
  /** Contact page: text, an at sign, text, no spaces. Accepts everything `strictEmail` accepts. */
  simpleEmail: /^[^\s@]+@[^\s@]+$/,
  /** Job and internship forms: text, an at sign, a domain with a dot, no spaces. */
  dottedEmail: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Contact page phone: digits only. */
  digits: /^\d+$/,
  /** Pakistani mobile: optional +92, 92 or 0, then 3, two digits, optional hyphen, 7 digits. */
  pakistaniMobile: /^(?:\+92|92|0)?3\d{2}-?\d{7}$/,
} as const;

/**
 * The same patterns as the browser's `pattern` attribute takes them (anchored by the browser,
 * compiled with the `v` flag, where `-` in a class must be escaped): the served HTML checks them
 * while no script runs. A test holds them equal to `validationPatterns`.
 */
export const htmlPatterns = {
  strictEmail: '[a-zA-Z0-9._%+\\-]+@[a-zA-Z0-9.\\-]+\\.[a-zA-Z]{2,4}',
  dottedEmail: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+',
  digits: '\\d+',
  pakistaniMobile: '(?:\\+92|92|0)?3\\d{2}-?\\d{7}',
} as const satisfies Partial<Record<keyof typeof validationPatterns, string>>;
