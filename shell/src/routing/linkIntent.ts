/** How long the pointer rests on a link before it counts as intent (a pass over it does not). */
const hoverIntentMs = 80;

export type LinkIntentOptions = { hoverDelayMs?: number; origin?: string };

/** The same-origin path a link leads to, or null (another site, a new tab, a download). */
function pathOf(target: EventTarget | null, origin: string): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return null;
  const url = new URL(anchor.href, origin);
  return url.origin === origin ? url.pathname : null;
}

/**
 * Calls `onIntent(path)` when the visitor shows they may follow a link: the pointer rests on it
 * (after `hoverDelayMs`), it gets focus, or a finger touches it — once per path. Listens on the
 * document, so links rendered later (an opened menu, a remote's page) count too.
 */
export function watchLinkIntent(
  onIntent: (path: string) => void,
  { hoverDelayMs = hoverIntentMs, origin = window.location.origin }: LinkIntentOptions = {},
): () => void {
  const seen = new Set<string>();
  let pending: { path: string; timer: number } | null = null;
  const intend = (path: string | null) => {
    if (path === null || seen.has(path)) return;
    seen.add(path);
    onIntent(path);
  };
  const cancelHover = () => {
    if (pending) window.clearTimeout(pending.timer);
    pending = null;
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const path = pathOf(event.target, origin);
    if (path === pending?.path) return;
    cancelHover();
    // No timer for a path intend() would ignore anyway.
    if (path === null || seen.has(path)) return;
    pending = { path, timer: window.setTimeout(() => intend(path), hoverDelayMs) };
  };
  const onPointerOut = (event: PointerEvent) => {
    if (pending && pathOf(event.relatedTarget, origin) !== pending.path) cancelHover();
  };
  const onFocusIn = (event: FocusEvent) => intend(pathOf(event.target, origin));
  const onTouchStart = (event: TouchEvent) => intend(pathOf(event.target, origin));

  // Capture phase: React stops events over a still-dehydrated island at its root.
  document.addEventListener('pointerover', onPointerOver, true);
  document.addEventListener('pointerout', onPointerOut, true);
  document.addEventListener('focusin', onFocusIn, true);
  // Stryker disable next-line BooleanLiteral: passive only lets the browser scroll without waiting for the listener; nothing a test can observe
  document.addEventListener('touchstart', onTouchStart, { capture: true, passive: true });
  return () => {
    cancelHover();
    document.removeEventListener('pointerover', onPointerOver, true);
    // Stryker disable next-line StringLiteral,BooleanLiteral: with pointerover removed no hover is ever pending, so a pointerout listener left behind does nothing
    document.removeEventListener('pointerout', onPointerOut, true);
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('touchstart', onTouchStart, true);
  };
}
