import styled from '@emotion/styled';
import { Section } from '@codecrush/ui';
import { careersText } from '../content/careersText';
import { values } from '../content/values';
import { CardGrid } from '../components/CardGrid';
import { ValueCard } from '../components/ValueCard';

const Cards = styled(CardGrid)(({ theme }) => ({ marginTop: theme.space.xl }));

/** The three values: people first, always growing, accessible. */
export function ValuesSection() {
  const { eyebrow, heading, intro } = careersText.values;
  return (
    <Section id="values" eyebrow={eyebrow} title={heading} intro={intro}>
      <Cards>
        {values.map((value, index) => (
          <li key={value.id}>
            <ValueCard value={value} index={index} />
          </li>
        ))}
      </Cards>
    </Section>
  );
}
