import { emailSubjects } from '../api';
import { validateContact, type RawInput } from '../validation';
import { emptyValues, trimmedValues, type TextValues } from './formValues';

const fields = ['fullName', 'email', 'phone', 'message'] as const;

/** The contact form (home page and contact page) as the visitor fills it. */
export type ContactFormValues = TextValues<(typeof fields)[number]>;

/** The JSON body of `POST /jobs/emails/send` for a contact message: the same fields, and the subject. */
export type ContactMessage = ContactFormValues & { subject: typeof emailSubjects.contact };

/**
 * The contact message form, defined once for the browser form, the JSON route
 * (`POST /jobs/emails/send`, subject "Query Message") and the no-script route: its fields in form
 * order, the fields the API keeps, and the body it is sent as.
 */
export const contactForm = {
  subject: emailSubjects.contact,
  fields,
  empty: emptyValues(fields),
  /** The browser's rules: the home page's form and the contact page's differ (`variant`). */
  validate: validateContact,
  /** The API's rules: whatever either form accepts. */
  validateWire: (input: RawInput) => validateContact(input, 'api'),
  wireFields: fields,
  toWire: (values: ContactFormValues): ContactMessage => ({
    ...trimmedValues(fields, values),
    subject: emailSubjects.contact,
  }),
};
