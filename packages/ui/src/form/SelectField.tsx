import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import type { LabelledFieldProps } from './fieldProps';
import { StyledSelect } from './fieldStyles';
import { useFieldControl } from './useFieldIds';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = LabelledFieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'required' | 'className'> & {
    options: readonly SelectOption[];
    /** Text of the empty first option (value ""), e.g. "Select a duration". */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled `<select>`; an optional empty first option stands for "nothing chosen yet". */
export function SelectField({
  name,
  label,
  error,
  hint,
  required,
  id,
  className,
  options,
  placeholder,
  ref,
  ...rest
}: SelectFieldProps) {
  const { ids, control } = useFieldControl({ name, id, error, hint, required });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <StyledSelect ref={ref} {...control} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </FieldFrame>
  );
}
