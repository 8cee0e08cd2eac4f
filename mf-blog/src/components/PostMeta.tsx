import styled from '@emotion/styled';
import { CalendarDays, Clock } from 'lucide-react';
import { blogText } from '../content/blogText';

export type PostMetaProps = { date: string; tone?: 'light' | 'dark'; compact?: boolean };

type RowProps = { tone: 'light' | 'dark'; compact: boolean };

const Row = styled('p', { shouldForwardProp: (p) => p !== 'tone' && p !== 'compact' })<RowProps>(
  ({ theme, tone, compact }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${theme.space.xxs} ${compact ? theme.space.sm : theme.space.md}`,
    margin: 0,
    fontSize: compact ? theme.fontSizes.xs : theme.fontSizes.sm,
    color: tone === 'dark' ? theme.colors.textOnDarkMuted : theme.colors.textMuted,
    '& span': { display: 'inline-flex', alignItems: 'center', gap: theme.space.xxs },
  }),
);

const { locale, options } = blogText.post.dateFormat;
const dateFormat = new Intl.DateTimeFormat(locale, options);

/** `2025-01-13` → "January 13, 2025" (an unreadable date is shown as given). */
export const formatPostDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
};

/** "January 13, 2025 · 10 min read" with icons; the date is machine-readable. */
export function PostMeta({ date, tone = 'light', compact = false }: PostMetaProps) {
  const icon = compact ? 14 : 16;
  return (
    <Row tone={tone} compact={compact}>
      <span>
        <CalendarDays size={icon} aria-hidden="true" />
        <time dateTime={date}>{formatPostDate(date)}</time>
      </span>
      <span>
        <Clock size={icon} aria-hidden="true" />
        {blogText.post.readTime}
      </span>
    </Row>
  );
}
