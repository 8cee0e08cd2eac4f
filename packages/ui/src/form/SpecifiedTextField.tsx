import type { TextFieldSpec } from '@codecrush/contracts';
import { FullRow } from './FullRow';
import { TextAreaField } from './TextAreaField';
import type { TextAreaFieldProps } from './TextAreaField';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

export type SpecifiedTextFieldProps = {
  /** What the form's binder gives the field (registration, copy, error, length limit). */
  bound: TextFieldProps & TextAreaFieldProps;
  /** The field's rule (whether it is required) and how it is typed into, from the form's definition. */
  spec: TextFieldSpec;
};

/**
 * A text field as its form's definition describes it: an input or a textarea, required unless its
 * rule makes it optional, in a whole row when wide. A date input takes no `maxlength` (HTML allows
 * it on text-like inputs only): its type bounds it.
 */
export function SpecifiedTextField({ bound, spec }: SpecifiedTextFieldProps) {
  const { control, wide, rows, ...attributes } = spec.input;
  const required = spec.rule.required !== undefined;
  const field =
    control === 'textarea' ? (
      <TextAreaField {...bound} rows={rows} required={required} />
    ) : (
      <TextField
        {...bound}
        {...attributes}
        maxLength={attributes.type === 'date' ? undefined : bound.maxLength}
        required={required}
      />
    );
  return wide ? <FullRow>{field}</FullRow> : field;
}
