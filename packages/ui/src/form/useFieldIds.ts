import { useId } from 'react';

/** The ids that tie a control to its label, hint and error (stable across server and client render). */
export interface FieldIds {
  control: string;
  hint: string;
  error: string;
}

export function useFieldIds(name: string, id?: string): FieldIds {
  // React's ids (`_r_1_`) hold only letters, digits and `_`: usable in CSS selectors and URL fragments as they are.
  const auto = useId();
  const control = id ?? `${name}-${auto}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** `aria-describedby` for a control: its hint and, when shown, its error. */
export const describedBy = (ids: FieldIds, hasHint: boolean, hasError: boolean): string | undefined =>
  [hasHint ? ids.hint : null, hasError ? ids.error : null].filter(Boolean).join(' ') || undefined;

/** What a labelled field's control needs to be tied to its label, hint and error. */
export interface FieldControlOptions {
  name: string;
  id?: string;
  error?: string;
  hint?: unknown;
  required?: boolean;
}

/**
 * The field's ids and the attributes its control carries (id, name, aria-invalid/describedby, and
 * `required` for the browser's own check while no script runs: the form's script turns it off).
 */
export function useFieldControl({ name, id, error, hint, required }: FieldControlOptions) {
  const ids = useFieldIds(name, id);
  const control = {
    id: ids.control,
    name,
    required: required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, Boolean(hint), Boolean(error)),
  } as const;
  return { ids, control };
}
