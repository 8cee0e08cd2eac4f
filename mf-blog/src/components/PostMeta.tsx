import styled from '@emotion/styled';
import { CalendarDays, Clock } from 'lucide-react';
import { blogText } from '../content/blogText';

export type PostMetaProps = { date: string; tone?: 'light' | 'dark' };

const Row = styled('p', { shouldForwardProp: (p) => p !== 'tone' })<{ tone: 'light' | 'dark' }>(({ theme, tone }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space.xxs} ${theme.space.md}`,
  margin: 0,
  fontSize: theme.fontSizes.sm,
  color: tone === 'dark' ? theme.colors.textOnDarkMuted : theme.colors.textMuted,
  '& span': { display: 'inline-flex', alignItems: 'center', gap: theme.space.xxs },
}));

/** "January 13, 2025 · 10 min read" with icons; the date is machine-readable. */
export function PostMeta({ date, tone = 'light' }: PostMetaProps) {
  return (
    <Row tone={tone}>
      <span>
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={date}>{blogText.post.date}</time>
      </span>
      <span>
        <Clock size={16} aria-hidden="true" />
        {blogText.post.readTime}
      </span>
    </Row>
  );
}
