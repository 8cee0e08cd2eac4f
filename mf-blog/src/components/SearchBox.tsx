import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { blogText } from '../content/blogText';

const Label = styled.label(({ theme }) => ({
  display: 'block',
  marginBottom: theme.space.xs,
  fontWeight: 700,
  color: theme.colors.navy,
}));

const Field = styled.div(({ theme }) => ({
  position: 'relative',
  '& svg': {
    position: 'absolute',
    left: theme.space.sm,
    top: '50%',
    transform: 'translateY(-50%)',
    color: theme.colors.textMuted,
    pointerEvents: 'none',
  },
}));

const Input = styled.input(({ theme }) => ({
  width: '100%',
  padding: `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.xl}`,
  font: 'inherit',
  color: theme.colors.text,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.sm,
  '&:focus': { borderColor: theme.colors.primary },
  '&::placeholder': { color: theme.colors.textMuted },
}));

export type SearchBoxProps = { initialValue: string; onChange: (value: string) => void };

/**
 * The list's search field. It owns its text while typing (the URL update it triggers renders in a
 * transition, later); the parent remounts it (key) when the filter is reset from elsewhere.
 */
export function SearchBox({ initialValue, onChange }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(initialValue);
  return (
    <div role="search">
      <Label htmlFor={id}>{blogText.list.searchLabel}</Label>
      <Field>
        <Search size={18} aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={blogText.list.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value);
          }}
        />
      </Field>
    </div>
  );
}
