import styled from '@emotion/styled';
import { Card } from '@codecrush/ui/card';

/** A form's fields: two columns from tablet width, one below. */
export const FormGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.lg,
  [theme.mq.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

export { FullRow } from '@codecrush/ui/form';

/** The panel a form sits on. */
export const FormCard = styled(Card)(({ theme }) => ({
  borderRadius: theme.radii.lg,
  padding: theme.space.xl,
  '& > h2, & > h3': { marginTop: 0 },
  [theme.mq.belowTablet]: { padding: theme.space.lg },
}));

export const FormIntro = styled.p(({ theme }) => ({ color: theme.colors.textMuted, marginBottom: theme.space.lg }));

export const FormActions = styled.div(({ theme }) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
  alignItems: 'center',
}));
