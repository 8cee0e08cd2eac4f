import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import type { LabelledFieldProps } from './fieldProps';
import { StyledInput } from './fieldStyles';
import { useFieldControl } from './useFieldIds';

export type TextFieldProps = LabelledFieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'required' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled `<input>` with its hint and error tied to it. Spread `register('x')` into it. */
export function TextField({ name, label, error, hint, required, id, className, ref, ...input }: TextFieldProps) {
  const { ids, control } = useFieldControl({ name, id, error, hint, required });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <StyledInput ref={ref} {...control} {...input} />
    </FieldFrame>
  );
}
