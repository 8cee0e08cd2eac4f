import type { ReactNode } from 'react';

/** What every labelled field takes besides its native control props. */
export interface LabelledFieldProps {
  /** Form field name (also what react-hook-form's `register` returns). */
  name: string;
  label: ReactNode;
  /** The message to show under the field; when set the control is `aria-invalid`. */
  error?: string;
  hint?: ReactNode;
  /**
   * Shows the required mark and sets `required` (the browser checks it while no script runs; the
   * form's script sets `noValidate` when it takes over and applies the form's rules).
   */
  required?: boolean;
  id?: string;
  className?: string;
}
