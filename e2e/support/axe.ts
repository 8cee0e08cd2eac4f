import axe from 'axe-core';
import type { Page } from '@playwright/test';
import { transitionsSettled } from './site';

/**
 * The widths axe runs at: every kind of page at the desktop width, the narrow one only where the DOM
 * itself changes below a breakpoint — a carousel's slides, dots and arrows (home, an article, a case
 * study), the mobile menu, a form with its errors — and on the home page, whose hero text sits on
 * its images. Elsewhere only CSS changes with the width (columns, sizes, what is hidden), which no
 * A/AA rule of axe reads but contrast, and the colours behind the text stay the same.
 */
export const axeWidths = { desktop: 1366, narrow: 390 } as const;

/** The WCAG 2.0 and 2.1 rule sets of levels A and AA. */
export const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheck {
  /** Only the rules with these tags (every rule when none). */
  tags?: readonly string[];
  /** A CSS selector: only that part of the page (the whole page when none). */
  scope?: string;
}

/**
 * Axe's violations on the page once its CSS transitions have ended (a colour half-way through a
 * fade is not the page's contrast), one line per rule with the elements that break it.
 * Axe runs inside the page, in one call. The only frames our pages hold are the office maps, which
 * are third-party content: their content is left out, while the `<iframe>` elements themselves (their
 * titles) are still checked. Injecting axe into every frame and finishing the run in a second page,
 * as `@axe-core/playwright` does, took 4 to 7 s per check here against 0.3 to 1 s.
 */
export async function axeViolations(page: Page, { tags, scope }: AxeCheck = {}): Promise<string[]> {
  await transitionsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, scope }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const runOnly = tags === undefined ? {} : { runOnly: { type: 'tag' as const, values: [...tags] } };
      const results = await inPage.run(scope ?? document, { iframes: false, ...runOnly });
      return results.violations.map((violation) => {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        return `${violation.id}: ${targets}`;
      });
    },
    { tags, scope },
  );
}
