import { emailSubjects } from '../api';
import { htmlPatterns, validationPatterns } from '../patterns';
import { limitedRule } from './fieldLimits';
import { emptyValues, trimmedValues, type TextValues } from './formValues';
import { checkTextFields, maxLengthsOf, type RawInput, type TextFieldSpec, type ValidationErrors } from './textRules';

/** The contact form's messages (the product's exact texts). */
export const contactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneRequiredContactPage: 'Phone is required',
  phoneInvalid: 'Invalid phone number',
  messageRequired: 'Message is required',
} as const;

/**
 * Whose rules apply: the home page's form (strict email pattern, phone required without a format
 * check), the contact page's ("Phone is required", digits only, text@text email), or the API's
 * (`api`: whatever either form accepts, so no valid input of either is refused).
 */
export type ContactVariant = 'home' | 'contactPage' | 'api';

/** Where the variants differ: the home page's strict email, the contact page's digits-only phone. */
const variantTraits: Record<ContactVariant, { strictEmail: boolean; digitsPhone: boolean }> = {
  home: { strictEmail: true, digitsPhone: false },
  contactPage: { strictEmail: false, digitsPhone: true },
  api: { strictEmail: false, digitsPhone: false },
};

/** The contact form's fields in form order: each one's rule and how it is typed into, per variant. */
const specsOf = (variant: ContactVariant) => {
  const m = contactMessages;
  const { strictEmail: onHome, digitsPhone: onContactPage } = variantTraits[variant];
  return {
    fullName: {
      rule: limitedRule('fullName', m.nameRequired),
      input: { control: 'input', autoComplete: 'name' },
    },
    email: {
      rule: limitedRule('email', m.emailRequired, {
        regex: onHome ? validationPatterns.strictEmail : validationPatterns.simpleEmail,
        message: m.emailInvalid,
      }),
      input: {
        control: 'input',
        type: 'email',
        autoComplete: 'email',
        pattern: onHome ? htmlPatterns.strictEmail : undefined,
      },
    },
    phone: {
      rule: limitedRule(
        'phone',
        onContactPage ? m.phoneRequiredContactPage : m.phoneRequired,
        onContactPage ? { regex: validationPatterns.digits, message: m.phoneInvalid } : undefined,
      ),
      input: {
        control: 'input',
        type: 'tel',
        inputMode: onContactPage ? 'numeric' : 'tel',
        autoComplete: 'tel',
        pattern: onContactPage ? htmlPatterns.digits : undefined,
        wide: true,
      },
    },
    message: {
      rule: limitedRule('message', m.messageRequired),
      input: { control: 'textarea', rows: 5, wide: true },
    },
  } satisfies Record<string, TextFieldSpec>;
};

type ContactField = keyof ReturnType<typeof specsOf>;
const fields = Object.keys(specsOf('api')) as readonly ContactField[];

/** The contact form (home page and contact page) as the visitor fills it. */
export type ContactFormValues = TextValues<ContactField>;

/** The JSON body of `POST /jobs/emails/send` for a contact message: the same fields, and the subject. */
export type ContactMessage = ContactFormValues & { subject: typeof emailSubjects.contact };

/**
 * The contact message form, defined once for the browser form, the JSON route
 * (`POST /jobs/emails/send`, subject "Query Message") and the no-script route: its fields in form
 * order with their rules and inputs, the fields the API keeps, and the body it is sent as. Adding a
 * field is an entry in `specsOf` and its copy (the label and example the page shows).
 */
export const contactForm = {
  subject: emailSubjects.contact,
  fields,
  empty: emptyValues(fields),
  /** Each field's rule and input for one variant, in form order. */
  specs: specsOf,
  /** Each field's length limit (the same for every variant). */
  maxLengths: maxLengthsOf(specsOf('api')),
  /** The rules of one variant: each field's message, in form order; empty when valid. */
  validate: (input: RawInput, variant: ContactVariant): ValidationErrors<ContactField> =>
    checkTextFields(input, specsOf(variant)),
  /** The API's rules: whatever either form accepts. */
  validateWire: (input: RawInput): ValidationErrors<ContactField> => checkTextFields(input, specsOf('api')),
  wireFields: fields,
  toWire: (values: ContactFormValues): ContactMessage => ({
    ...trimmedValues(fields, values),
    subject: emailSubjects.contact,
  }),
};

/** The contact form's rules (`contactForm.validate`), by the name the tests and the API's rules know. */
export const validateContact = contactForm.validate;
