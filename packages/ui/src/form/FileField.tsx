import styled from '@emotion/styled';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import type { LabelledFieldProps } from './fieldProps';
import { controlStyles } from './fieldStyles';
import { describedBy, useFieldIds } from './useFieldIds';

export type FileFieldProps = LabelledFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'type' | 'required' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  };

const FileInput = styled.input(({ theme }) => ({
  ...controlStyles(theme),
  padding: theme.space.sm,
  borderStyle: 'dashed',
  cursor: 'pointer',
}));

/** A labelled file input (`accept` narrows the picker; the form still checks type and size). */
export function FileField({ name, label, error, hint, required, id, className, ref, ...rest }: FileFieldProps) {
  const ids = useFieldIds(name, id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <FileInput
        ref={ref}
        type="file"
        id={ids.control}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
        {...rest}
      />
    </FieldFrame>
  );
}
