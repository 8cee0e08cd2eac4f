import styled from '@emotion/styled';
import { useFormContext, useWatch } from 'react-hook-form';
import { otherExpertiseChoice } from '@codecrush/contracts';
import { Button } from '@codecrush/ui';
import { SelectField, TextField } from '@codecrush/ui/form';
import { expertiseChoices, remoteResourceFormText } from '../content/remoteResources';
import type { RemoteResourceFormValues } from '../lib/remoteResourceRequest';

const Row = styled.fieldset(({ theme }) => ({
  margin: 0,
  padding: theme.space.lg,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.md,
  '& legend': { padding: `0 ${theme.space.xs}`, fontWeight: 700, color: theme.colors.navy },
  [theme.mq.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)', padding: theme.space.md },
}));

const RowEnd = styled.div({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' });

const options = (choices: readonly string[]) => choices.map((choice) => ({ value: choice, label: choice }));

export type ExpertiseRowFieldsProps = {
  index: number;
  /** Only added rows can be removed; the first row always stays. */
  onRemove?: () => void;
};

const text = remoteResourceFormText;

/** One expertise row: expertise, number, duration (required) and level; "Other" asks for a description. */
export function ExpertiseRowFields({ index, onRemove }: ExpertiseRowFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RemoteResourceFormValues>();
  const level = useWatch({ control, name: `expertise.${index}.requiredExpertise` });
  const rowErrors = errors.expertise?.[index];
  const select = (field: 'nameOfExpertise' | 'numberOfExpertise' | 'durationOfHire' | 'requiredExpertise') => ({
    ...register(`expertise.${index}.${field}`),
    ...text.fields[field],
    options: options(expertiseChoices[field]),
    placeholder: text.placeholders[field],
    error: rowErrors?.[field]?.message,
  });
  return (
    <Row>
      <legend>{text.rowLegend(index + 1)}</legend>
      <SelectField {...select('nameOfExpertise')} required />
      <SelectField {...select('numberOfExpertise')} required />
      <SelectField {...select('durationOfHire')} required />
      <SelectField {...select('requiredExpertise')} />
      {level === otherExpertiseChoice ? (
        <TextField
          {...register(`expertise.${index}.otherExpertise`)}
          {...text.fields.otherExpertise}
          error={rowErrors?.otherExpertise?.message}
          required
        />
      ) : null}
      {onRemove ? (
        <RowEnd>
          <Button variant="outline" size="sm" onClick={onRemove} aria-label={text.removeLabel(index + 1)}>
            {text.remove}
          </Button>
        </RowEnd>
      ) : null}
    </Row>
  );
}
