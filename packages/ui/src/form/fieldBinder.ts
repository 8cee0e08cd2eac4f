import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, RegisterOptions, UseFormReturn } from 'react-hook-form';

/** Copy of one form field: its label, an example in the empty field, an optional hint under it. */
export interface FieldCopy {
  label: ReactNode;
  placeholder?: string;
  hint?: ReactNode;
}

type FormParts<V extends FieldValues> = Pick<UseFormReturn<V>, 'register' | 'getFieldState' | 'formState'>;

/**
 * The one way a form wires its fields: `field(name)` gives a field component the registration,
 * the field's copy, its current error (which the component ties to the control) and its length
 * limit (the same limit the server applies; none for a field without one).
 */
export function fieldBinder<V extends FieldValues, C extends { [K in keyof C]: FieldCopy }>(
  form: FormParts<V>,
  copy: C,
  maxLengths: Readonly<Partial<Record<string, number>>> = {},
) {
  return <N extends FieldPath<V> & keyof C>(name: N, options?: RegisterOptions<V, N>) => ({
    ...form.register(name, options),
    ...copy[name],
    error: form.getFieldState(name, form.formState).error?.message,
    maxLength: maxLengths[name],
  });
}
