import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { Card } from '@codecrush/ui/card';
import type { CaseStudy } from '../content/types';
import { Figure } from '../components/Figure';
import { Split } from '../components/Split';

const Stats = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.md,
  [theme.mq.belowPhone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Stat = styled(Card)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  padding: theme.space.lg,
  borderTop: `4px solid ${theme.colors.primary}`,
}));

const Value = styled.span(({ theme }) => ({
  fontSize: theme.fontSizes.xxl,
  fontWeight: 800,
  color: theme.colors.primaryDark,
  lineHeight: 1.1,
}));

const Label = styled.span(({ theme }) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  lineHeight: 1.5,
}));

export type ResultsSectionProps = { study: CaseStudy };

/** 5. Results: the measured outcomes as figures. */
export function ResultsSection({ study }: ResultsSectionProps) {
  const { results } = study;
  return (
    <Section title={results.heading} tone="alt" data-section="results">
      <Split isWeb={false}>
        <Stats>
          {results.results.map((result) => (
            <Stat as="li" outlined={false} key={result.label}>
              <Value>{result.value}</Value>
              <Label>{result.label}</Label>
            </Stat>
          ))}
        </Stats>
        <Figure image={results.image} alt="" isWeb sizes="(max-width: 1023px) 100vw, 480px" />
      </Split>
    </Section>
  );
}
