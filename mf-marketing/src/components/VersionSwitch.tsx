import styled from '@emotion/styled';
import { legalText } from '../content/legal/legalText';

export type TermsVersion = 'legal' | 'simple';

const Group = styled.div(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.space.xxs,
  padding: theme.space.xxs,
  borderRadius: theme.radii.pill,
  background: theme.colors.surfaceAlt,
  border: `1px solid ${theme.colors.border}`,
}));

const Choice = styled.button(({ theme }) => ({
  padding: `${theme.space.xs} ${theme.space.lg}`,
  border: 0,
  borderRadius: theme.radii.pill,
  font: 'inherit',
  fontWeight: 600,
  color: theme.colors.navy,
  background: 'transparent',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surface },
  '&[aria-pressed="true"]': { background: theme.colors.primary, color: theme.colors.textOnDark },
}));

export type VersionSwitchProps = {
  version: TermsVersion;
  onChange: (version: TermsVersion) => void;
  /** Called when the Simple Version is about to be chosen (hover, focus): start loading it. */
  onIntent: () => void;
  controls: string;
};

/** Legal Version / Simple Version: two toggle buttons, the shown one pressed. */
export function VersionSwitch({ version, onChange, onIntent, controls }: VersionSwitchProps) {
  return (
    <Group role="group" aria-label={legalText.versionsLabel}>
      <Choice
        type="button"
        aria-pressed={version === 'legal'}
        aria-controls={controls}
        onClick={() => onChange('legal')}
      >
        {legalText.legalVersion}
      </Choice>
      <Choice
        type="button"
        aria-pressed={version === 'simple'}
        aria-controls={controls}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => onChange('simple')}
      >
        {legalText.simpleVersion}
      </Choice>
    </Group>
  );
}
