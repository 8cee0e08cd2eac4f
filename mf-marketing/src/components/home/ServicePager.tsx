import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { homeText } from '../../content/home/homeText';
import type { Pager } from '../../hooks/usePager';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.space.sm,
  minHeight: '2.75rem',
}));

const Arrow = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.navy,
  boxShadow: theme.shadows.card,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.primary, borderColor: theme.colors.primary, color: theme.colors.textOnDark },
  '&[hidden]': { display: 'none' },
}));

const Counter = styled.p(({ theme }) => ({
  margin: 0,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: theme.colors.navy,
}));

export type ServicePagerProps = { pager: Pager };

/** Previous (hidden on the first page), the page counter, next (hidden on the last page). */
export function ServicePager({ pager }: ServicePagerProps) {
  const { page, pageCount, hasPrevious, hasNext, previous, next } = pager;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const text = homeText.services;

  // The button that was used may just have been hidden: keep keyboard focus on the other one.
  useEffect(() => {
    const active = document.activeElement;
    if (!hasNext && active === nextRef.current) previousRef.current?.focus();
    if (!hasPrevious && active === previousRef.current) nextRef.current?.focus();
  }, [hasNext, hasPrevious]);

  return (
    <Bar>
      <Arrow ref={previousRef} type="button" onClick={previous} hidden={!hasPrevious} aria-label={text.previous}>
        <ChevronLeft aria-hidden="true" />
      </Arrow>
      <Counter aria-live="polite">{text.pageCounter(page, pageCount)}</Counter>
      <Arrow ref={nextRef} type="button" onClick={next} hidden={!hasNext} aria-label={text.next}>
        <ChevronRight aria-hidden="true" />
      </Arrow>
    </Bar>
  );
}
