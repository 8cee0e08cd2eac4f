import styled from '@emotion/styled';
import { CheckCircle2 } from 'lucide-react';
import { Section } from '@codecrush/ui';
import { remoteResourcesIntro } from '../content/remoteResources';

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: theme.space.xl,
  marginTop: theme.space.lg,
  '& p': { margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSizes.lg },
  [theme.mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Highlights = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  background: theme.colors.surfaceAlt,
  borderRadius: theme.radii.md,
  '& li': { display: 'flex', gap: theme.space.xs, alignItems: 'flex-start', fontWeight: 600 },
  '& svg': { flexShrink: 0, color: theme.colors.success },
}));

/** "On-Demand Remote Resources": how hiring through us works. */
export function RemoteResourcesIntroSection() {
  const { heading, paragraphs, highlights } = remoteResourcesIntro;
  return (
    <Section title={heading}>
      <Panel>
        <div>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Highlights>
          {highlights.map((highlight) => (
            <li key={highlight}>
              <CheckCircle2 size={20} aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </Highlights>
      </Panel>
    </Section>
  );
}
