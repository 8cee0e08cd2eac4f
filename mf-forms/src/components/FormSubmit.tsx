import { SubmitButton } from '@codecrush/ui/form';
import { FormActions } from './FormLayout';

export type FormSubmitProps = {
  /** A submission is in flight: the button is disabled and shows its busy label. */
  sending: boolean;
  text: { submit: string; busy: string };
};

/** The submit row every form of this remote ends with. */
export function FormSubmit({ sending, text }: FormSubmitProps) {
  return (
    <FormActions>
      <SubmitButton busy={sending} busyLabel={text.busy} size="lg">
        {text.submit}
      </SubmitButton>
    </FormActions>
  );
}
