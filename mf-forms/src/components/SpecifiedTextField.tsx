import type { TextInput } from '@codecrush/contracts';
import { TextAreaField, TextField } from '@codecrush/ui/form';
import type { TextAreaFieldProps, TextFieldProps } from '@codecrush/ui/form';
import { FullRow } from './FormLayout';

export type SpecifiedTextFieldProps = {
  /** What the form's binder gives the field (registration, copy, error, length limit). */
  bound: TextFieldProps & TextAreaFieldProps;
  /** How the field is typed into, from the form's definition. */
  input: TextInput;
};

/** A text field as its form's definition describes it: an input or a textarea, in a whole row when wide. */
export function SpecifiedTextField({ bound, input }: SpecifiedTextFieldProps) {
  const { control, wide, rows, ...attributes } = input;
  const field =
    control === 'textarea' ? (
      <TextAreaField {...bound} rows={rows} required />
    ) : (
      <TextField {...bound} {...attributes} required />
    );
  return wide ? <FullRow>{field}</FullRow> : field;
}
