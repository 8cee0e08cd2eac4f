import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import { acceptAttribute, fieldMaxLengths, htmlPatterns, jobUploadKinds } from '@codecrush/contracts';
import { fieldBinder, FileField, nativeFormProps, SubmitButton, TextField } from '@codecrush/ui/form';
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

const Wide = styled.div({ gridColumn: '1 / -1' });

export type JobApplicationFormProps = { label: string };

/**
 * Apply Now: first and last name, phone, email and a resume image. Errors appear
 * under each field, tied to it; on submit the first invalid field gets the focus.
 */
export function JobApplicationForm({ label }: JobApplicationFormProps) {
  const { form, sending, onSubmit, honeypot, nativeAction } = useJobApplication();
  const field = fieldBinder(form, applyFormText.fields, fieldMaxLengths);

  return (
    <Form
      {...nativeFormProps(nativeAction, { multipart: true })}
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
    >
      {honeypot}
      <TextField {...field('firstName')} required autoComplete="given-name" />
      <TextField {...field('lastName')} required autoComplete="family-name" />
      <TextField {...field('phoneNumber')} required type="tel" autoComplete="tel" />
      <TextField {...field('email')} required type="email" autoComplete="email" pattern={htmlPatterns.dottedEmail} />
      <Wide>
        <FileField
          {...field('resume', { onChange: () => void form.trigger('resume') })}
          required
          accept={acceptAttribute(jobUploadKinds)}
        />
      </Wide>
      <Wide>
        <SubmitButton busy={sending} busyLabel={applyFormText.sending} size="lg">
          {applyFormText.submit}
        </SubmitButton>
      </Wide>
    </Form>
  );
}
