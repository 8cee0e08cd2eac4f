import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import { acceptAttribute, jobApplicationForm, jobUploadKinds } from '@codecrush/contracts';
import { fieldBinder, FileField, FullRow, nativeFormProps, SpecifiedTextField, SubmitButton } from '@codecrush/ui/form';
import { applyFormText } from '../content/applyFormText';
import { useJobApplication } from '../hooks/useJobApplication';

const Form = styled(Card.withComponent('form'))(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.lg,
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  [theme.mq.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: theme.space.lg },
}));

export type JobApplicationFormProps = { label: string };

/**
 * Apply Now: its text fields as its definition lists them (`jobApplicationForm`: first and last
 * name, phone, email), then a resume image. Errors appear
 * under each field, tied to it; on submit the first invalid field gets the focus.
 */
export function JobApplicationForm({ label }: JobApplicationFormProps) {
  const { form, sending, onSubmit, honeypot, nativeAction } = useJobApplication();
  const field = fieldBinder(form, applyFormText.fields, jobApplicationForm.maxLengths);

  return (
    <Form
      {...nativeFormProps(nativeAction, { multipart: true })}
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
    >
      {honeypot}
      {jobApplicationForm.fields.map((name) => (
        <SpecifiedTextField key={name} bound={field(name)} spec={jobApplicationForm.specs[name]} />
      ))}
      <FullRow>
        <FileField
          {...field('resume', { onChange: () => void form.trigger('resume') })}
          required
          accept={acceptAttribute(jobUploadKinds)}
        />
      </FullRow>
      <FullRow>
        <SubmitButton busy={sending} busyLabel={applyFormText.sending} size="lg">
          {applyFormText.submit}
        </SubmitButton>
      </FullRow>
    </Form>
  );
}
