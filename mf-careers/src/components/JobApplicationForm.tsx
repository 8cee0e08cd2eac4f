import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';
import { acceptAttribute, fieldMaxLengths, htmlPatterns, jobUploadKinds } from '@codecrush/contracts';
import { FileField, nativeFormProps, SubmitButton, TextField } from '@codecrush/ui/form';
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

const { labels, placeholders } = applyFormText;

export type JobApplicationFormProps = { label: string };

/**
 * Apply Now: first and last name, phone, email and a resume image. Errors appear
 * under each field, tied to it; on submit the first invalid field gets the focus.
 */
export function JobApplicationForm({ label }: JobApplicationFormProps) {
  const { form, sending, onSubmit, honeypot, nativeAction } = useJobApplication();
  const {
    register,
    trigger,
    formState: { errors },
  } = form;

  return (
    <Form
      {...nativeFormProps(nativeAction, { multipart: true })}
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
    >
      {honeypot}
      <TextField
        label={labels.firstName}
        required
        autoComplete="given-name"
        maxLength={fieldMaxLengths.firstName}
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={labels.lastName}
        required
        autoComplete="family-name"
        maxLength={fieldMaxLengths.lastName}
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label={labels.phoneNumber}
        required
        type="tel"
        autoComplete="tel"
        maxLength={fieldMaxLengths.phoneNumber}
        placeholder={placeholders.phoneNumber}
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
      <TextField
        label={labels.email}
        required
        type="email"
        autoComplete="email"
        pattern={htmlPatterns.dottedEmail}
        maxLength={fieldMaxLengths.email}
        placeholder={placeholders.email}
        error={errors.email?.message}
        {...register('email')}
      />
      <Wide>
        <FileField
          label={labels.resume}
          required
          accept={acceptAttribute(jobUploadKinds)}
          hint={applyFormText.resumeHint}
          error={errors.resume?.message}
          {...register('resume', { onChange: () => void trigger('resume') })}
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
