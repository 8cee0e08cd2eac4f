import type { ReactNode } from 'react';
import { Button } from '../components/ButtonBase';
import type { ButtonProps } from '../components/ButtonBase';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  busy: boolean;
  children: ReactNode;
  /** Shown while busy, e.g. "Sending...", "Sending" or "Submitting" (spec §4). */
  busyLabel: ReactNode;
};

/** The form's submit button: disabled with its busy label while a submission is in flight. */
export function SubmitButton({ busy, busyLabel, children, disabled, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...rest}>
      {busy ? busyLabel : children}
    </Button>
  );
}
