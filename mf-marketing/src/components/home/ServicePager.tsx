import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { IconButton } from '@codecrush/ui/icon-button';
import { homeText } from '../../content/home/homeText';
import type { Pager } from '../../hooks/usePager';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.space.sm,
  minHeight: '2.75rem',
}));

const Counter = styled.p(({ theme }) => ({
  margin: 0,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: theme.colors.navy,
}));

/** The chevrons at lucide's own 24 px. */
const arrowIconSize = '1.5rem';

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
      <IconButton
        ref={previousRef}
        type="button"
        size="lg"
        iconSize={arrowIconSize}
        onClick={previous}
        hidden={!hasPrevious}
        aria-label={text.previous}
      >
        <ChevronLeft aria-hidden="true" />
      </IconButton>
      <Counter aria-live="polite">{text.pageCounter(page, pageCount)}</Counter>
      <IconButton
        ref={nextRef}
        type="button"
        size="lg"
        iconSize={arrowIconSize}
        onClick={next}
        hidden={!hasNext}
        aria-label={text.next}
      >
        <ChevronRight aria-hidden="true" />
      </IconButton>
    </Bar>
  );
}
