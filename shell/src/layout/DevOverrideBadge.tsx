import styled from '@emotion/styled';
import type { OverrideRejection, Overrides } from '../federation/overrides';

const Badge = styled.aside(({ theme }) => ({
  position: 'fixed',
  left: theme.space.md,
  bottom: theme.space.md,
  zIndex: theme.zIndex.badge,
  maxWidth: '26rem',
  padding: theme.space.sm,
  borderRadius: theme.radii.md,
  background: theme.colors.navy,
  color: theme.colors.textOnDark,
  fontSize: theme.fontSizes.xs,
  boxShadow: theme.shadows.raised,
  '& ul': { margin: `${theme.space.xxs} 0`, paddingLeft: theme.space.md },
  '& button': {
    font: 'inherit',
    fontWeight: 700,
    padding: `${theme.space.xxs} ${theme.space.sm}`,
    borderRadius: theme.radii.sm,
    border: 0,
    background: theme.colors.accent,
    color: theme.colors.navy,
    cursor: 'pointer',
  },
}));

export type DevOverrideBadgeProps = {
  accepted: Overrides;
  rejected: readonly OverrideRejection[];
  onClear: () => void;
};

/** Visible whenever a developer override is active (or was refused), with a way to clear it. */
export function DevOverrideBadge({ accepted, rejected, onClear }: DevOverrideBadgeProps) {
  const active = Object.entries(accepted);
  if (active.length === 0 && rejected.length === 0) return null;
  return (
    <Badge aria-label="Developer overrides" data-testid="mf-override-badge">
      {active.length > 0 && (
        <>
          <strong>Dev override active</strong>
          <ul>
            {active.map(([remote, url]) => (
              <li key={remote}>
                {remote} → {url}
              </li>
            ))}
          </ul>
        </>
      )}
      {rejected.length > 0 && (
        <>
          <strong>Override refused</strong>
          <ul>
            {rejected.map((r) => (
              <li key={`${r.remote}@${r.url}`}>
                {r.remote} → {r.url} ({r.reason})
              </li>
            ))}
          </ul>
        </>
      )}
      <button type="button" onClick={onClear}>
        Clear overrides
      </button>
    </Badge>
  );
}
