/**
 * The rule of one text field and its check, shared by every form: required (with its message) or
 * optional, at most `maxLength` characters once trimmed (longer is refused, not cut), and an
 * optional pattern.
 */
export interface TextRule {
  /** The field's name in the "… is too long" and "… must be text" messages (e.g. "Phone number"). */
  noun: string;
  maxLength: number;
  /** The message when the field is empty; without one the field is optional. */
  required?: string;
  pattern?: { regex: RegExp; message: string };
}

/** Field name → message. Empty when the input is valid. */
export type ValidationErrors<F extends string = string> = Partial<Record<F, string>>;

/** Raw input: values as received (strings from forms; anything at all from the network). */
export type RawInput = Readonly<Record<string, unknown>>;

/** A value as text: strings are trimmed; anything else counts as missing. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The message of a value too long for its field. */
export const tooLong = (rule: Pick<TextRule, 'noun' | 'maxLength'>): string =>
  `${rule.noun} is too long (at most ${rule.maxLength} characters)`;

/**
 * The message for `value` under `rule`, or undefined when it passes. A required field reads a value
 * that is no text as empty; an optional one refuses it (it may be left out, not sent as a number).
 */
export const checkText = (value: unknown, rule: TextRule): string | undefined => {
  if (rule.required === undefined && value !== undefined && value !== null && typeof value !== 'string')
    return `${rule.noun} must be text`;
  const typed = text(value);
  if (typed === '') return rule.required;
  if (typed.length > rule.maxLength) return tooLong(rule);
  if (rule.pattern && !rule.pattern.regex.test(typed)) return rule.pattern.message;
  return undefined;
};

/**
 * How a text field is typed into, as the served HTML states it: its control, and the browser's
 * keyboard, autofill and (while no script runs) pattern check.
 */
export interface TextInput {
  control: 'input' | 'textarea';
  /** The input's type; a `date` input takes no `maxlength` (HTML allows it on text-like inputs only). */
  type?: 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric';
  /** The `pattern` attribute (one of `htmlPatterns`). */
  pattern?: string;
  /** A textarea's height in lines. */
  rows?: number;
  /** Spans the whole row of the form's grid. */
  wide?: boolean;
}

/** One text field of a form: its rule and how it is typed into. */
export interface TextFieldSpec {
  rule: TextRule;
  input: TextInput;
}

/** Each field's length limit, from its rule (what the browser's `maxlength` states). */
export const maxLengthsOf = <F extends string>(
  specs: Readonly<Record<F, Pick<TextFieldSpec, 'rule'>>>,
): Record<F, number> =>
  Object.fromEntries((Object.keys(specs) as F[]).map((field) => [field, specs[field].rule.maxLength])) as Record<
    F,
    number
  >;

/** Each field's message under its rule, in form order; empty when every field passes. */
export const checkTextFields = <F extends string>(
  input: RawInput,
  specs: Readonly<Record<F, Pick<TextFieldSpec, 'rule'>>>,
): ValidationErrors<F> => {
  const errors: ValidationErrors<F> = {};
  for (const field of Object.keys(specs) as F[]) {
    const message = checkText(input[field], specs[field].rule);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
};
