import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

/** The look every form control shares: border, radius, focus ring and the invalid state. */
export const controlStyles = (theme: Theme) =>
  ({
    width: '100%',
    padding: `${theme.space.sm} ${theme.space.md}`,
    font: 'inherit',
    fontSize: theme.fontSizes.md,
    color: theme.colors.text,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.textMuted}`,
    borderRadius: theme.radii.sm,
    // Focus moved to an invalid field scrolls it clear of the fixed navbar.
    scrollMarginTop: `calc(${theme.layout.navHeight} + ${theme.space.xl})`,
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger, borderWidth: '2px' },
    '&:disabled': { background: theme.colors.surfaceAlt, cursor: 'not-allowed' },
  }) as const;

export const FieldWrapper = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xxs,
  minWidth: 0,
}));

export const FieldLabel = styled.label(({ theme }) => ({
  fontWeight: 600,
  fontSize: theme.fontSizes.sm,
  color: theme.colors.text,
}));

export const RequiredMark = styled.span(({ theme }) => ({ color: theme.colors.danger, marginLeft: theme.space.xxs }));

export const FieldHint = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.xs,
  color: theme.colors.textMuted,
}));

export const FieldError = styled.p(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
  color: theme.colors.danger,
}));

export const StyledInput = styled.input(({ theme }) => controlStyles(theme));
export const StyledTextArea = styled.textarea(({ theme }) => ({
  ...controlStyles(theme),
  minHeight: '8rem',
  resize: 'vertical' as const,
}));
export const StyledSelect = styled.select(({ theme }) => controlStyles(theme));
