import type { ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldWrapper, RequiredMark } from './fieldStyles';
import type { FieldIds } from './useFieldIds';

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

/** Label above, control, hint and error below; the error is announced (role="alert") when it appears. */
export function FieldFrame({ ids, label, hint, error, required, children, className }: FieldFrameProps) {
  return (
    <FieldWrapper className={className}>
      <FieldLabel htmlFor={ids.control}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      {children}
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={ids.error} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
