import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import type { LabelledFieldProps } from './fieldProps';
import { StyledInput } from './fieldStyles';
import { describedBy, useFieldIds } from './useFieldIds';

export type TextFieldProps = LabelledFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled `<input>` with its hint and error tied to it. Spread `register('x')` into it. */
export function TextField({ name, label, error, hint, required, id, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(name, id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <StyledInput
        ref={ref}
        id={ids.control}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(ids, Boolean(hint), Boolean(error))}
        {...input}
      />
    </FieldFrame>
  );
}
