/** A form's text fields as the browser holds them: field name → what the visitor typed. */
export type TextValues<F extends string> = Record<F, string>;

/** Every field of a form empty, in form order (react-hook-form's default values). */
export const emptyValues = <F extends string>(fields: readonly F[]): TextValues<F> =>
  Object.fromEntries(fields.map((field) => [field, ''])) as TextValues<F>;

/** The fields of `values`, each trimmed, in form order (what goes on the wire). */
export const trimmedValues = <F extends string>(fields: readonly F[], values: TextValues<F>): TextValues<F> =>
  Object.fromEntries(fields.map((field) => [field, values[field].trim()])) as TextValues<F>;
