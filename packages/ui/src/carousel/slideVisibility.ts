const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Remembers a focusable's own tabindex while its slide is hidden ("" = it had none). */
const SAVED = 'data-carousel-tabindex';

const hide = (slide: HTMLElement) => {
  // Stryker disable next-line StringLiteral: inert is a boolean attribute, its value is never read
  slide.setAttribute('inert', '');
  slide.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((el) => {
    if (!el.hasAttribute(SAVED)) el.setAttribute(SAVED, el.getAttribute('tabindex') ?? '');
    el.setAttribute('tabindex', '-1');
  });
};

const show = (slide: HTMLElement) => {
  slide.removeAttribute('inert');
  slide.querySelectorAll<HTMLElement>(`[${SAVED}]`).forEach((el) => {
    const saved = el.getAttribute(SAVED);
    if (saved) el.setAttribute('tabindex', saved);
    else el.removeAttribute('tabindex');
    el.removeAttribute(SAVED);
  });
};

/**
 * Makes every slide react-slick marks `aria-hidden` (off-screen slides and the clones it adds for
 * infinite looping) `inert`, with its focusables out of the tab order; restores visible slides.
 */
export function syncSlideVisibility(root: HTMLElement | null): void {
  if (!root) return;
  root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
    if (slide.getAttribute('aria-hidden') === 'true') hide(slide);
    else show(slide);
  });
}
