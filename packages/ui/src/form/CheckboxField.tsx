import styled from '@emotion/styled';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError } from './fieldStyles';
import { describedBy, useFieldIds } from './useFieldIds';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'className'> & {
  name: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

const Row = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xxs }));
const Label = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.xs,
  fontSize: theme.fontSizes.sm,
  cursor: 'pointer',
  '& input': {
    width: '1.15rem',
    height: '1.15rem',
    marginTop: '0.1rem',
    flexShrink: 0,
    accentColor: theme.colors.primary,
    scrollMarginTop: `calc(${theme.layout.navHeight} + ${theme.space.xl})`,
  },
  '& input:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
}));

/** A checkbox with its label beside it and its error under it (e.g. a required agreement). */
export function CheckboxField({ name, label, error, required, id, className, ref, ...rest }: CheckboxFieldProps) {
  const ids = useFieldIds(name, id);
  return (
    <Row className={className}>
      <Label htmlFor={ids.control}>
        <input
          ref={ref}
          type="checkbox"
          id={ids.control}
          name={name}
          aria-invalid={error ? true : undefined}
          required={required || undefined}
          aria-describedby={describedBy(ids, false, Boolean(error))}
          {...rest}
        />
        <span>{label}</span>
      </Label>
      {error ? (
        <FieldError id={ids.error} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Row>
  );
}
