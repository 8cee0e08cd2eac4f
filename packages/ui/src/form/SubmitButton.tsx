import type { ReactNode } from 'react';
// Through the package entry, not '../components/Button': this folder is bundled into each form's
// remote, and the entry is the shared singleton — a relative import would bundle Button and the
// router facade (react-router, ≈14 KB gzip) into the remote a second time.
import { Button } from '@codecrush/ui';
import type { ButtonProps } from '@codecrush/ui';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  busy: boolean;
  children: ReactNode;
  /** Shown while busy, e.g. "Sending...", "Sending" or "Submitting". */
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
