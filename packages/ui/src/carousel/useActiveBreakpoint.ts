import type { CarouselBreakpoint } from './types';
import { useFirstMatch } from './useMediaQuery';

const none: readonly CarouselBreakpoint[] = [];

/**
 * The responsive rule for the current viewport width: the one with the smallest `below` that the
 * width is under, or undefined (the base settings). We resolve it ourselves instead of passing
 * react-slick's `responsive`: react-slick 0.31 only applies a breakpoint after a resize, never on
 * the first render (akiran/react-slick#2446), and its generated queries overlap at the edges.
 * On the server and during hydration this is undefined (desktop settings), then the real rule.
 */
export function useActiveBreakpoint(responsive: readonly CarouselBreakpoint[] = none): CarouselBreakpoint | undefined {
  const rules = [...responsive].sort((a, b) => a.below - b.below);
  const index = useFirstMatch(rules.map((rule) => `(max-width: ${rule.below - 0.02}px)`));
  // Stryker disable next-line ConditionalExpression: rules[-1] is undefined as well (the check is for the type)
  return index === -1 ? undefined : rules[index];
}
