import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import type { LabelledFieldProps } from './fieldProps';
import { StyledTextArea } from './fieldStyles';
import { useFieldControl } from './useFieldIds';

export type TextAreaFieldProps = LabelledFieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'required' | 'className'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled `<textarea>` with its hint and error tied to it. */
export function TextAreaField({ name, label, error, hint, required, id, className, ref, ...rest }: TextAreaFieldProps) {
  const { ids, control } = useFieldControl({ name, id, error, hint, required });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <StyledTextArea ref={ref} {...control} {...rest} />
    </FieldFrame>
  );
}
