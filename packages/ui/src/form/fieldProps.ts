import type { ReactNode } from 'react';

/** What every labelled field takes besides its native control props. */
export interface LabelledFieldProps {
  /** Form field name (also what react-hook-form's `register` returns). */
  name: string;
  label: ReactNode;
  /** The message to show under the field; when set the control is `aria-invalid`. */
  error?: string;
  hint?: ReactNode;
  /** Shows the required mark and sets `aria-required` (validation itself is the form's). */
  required?: boolean;
  id?: string;
  className?: string;
}
