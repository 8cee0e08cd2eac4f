import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { interactionsOf, recordInteractions } from '../support/interactions';
import { appReady } from '../support/site';

/**
 * The first click a phone visitor makes at 4× CPU, as soon as the page has loaded (its load event,
 * while the shell may still be starting) and once it is idle: the control does what it says, whether
 * its code was running yet or not, and the browser saw the input. The interaction's whole time, from
 * input to the next paint (Event Timing API, INP's measure), is reported against the goal of
 * 200 ms, not asserted: at 4× CPU on a shared 2-core machine it moves by 3× between identical runs
 * (docs/performance.md has the figures).
 */
const inpGoalMs = 200;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function openThrottled(page: Page, path: string) {
  await recordInteractions(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path);
}

async function reportInteraction(page: Page, control: string) {
  const { firstInput, slowest } = await interactionsOf(page);
  expect(firstInput, `the browser saw the first input on ${control}`).not.toBeNull();
  const figure = `${control}: ${slowest} ms (goal ${inpGoalMs} ms), first input delay ${Math.round(firstInput?.delay ?? 0)} ms`;
  test.info().annotations.push({ type: 'INP', description: figure });
  console.log(`INP ${test.info().titlePath.slice(-2).join(' › ')}: ${figure}`);
}

// After the click, the effect is awaited with CSS selectors only: Playwright's role queries run in the
// page, at its 4× slowdown, and would delay the very paint the interaction's time ends with.
const slide = (carousel: Locator, position: number) => carousel.locator(`[aria-label="Slide ${position} of 8"]`);

/** When the visitor clicks: as soon as the page has loaded, or once it is idle (hydrated, network quiet). */
const moments = [
  { name: 'right after the load event', settle: async () => undefined },
  {
    name: 'once the page is idle',
    settle: async (page: Page) => {
      await appReady(page);
      await page.waitForLoadState('networkidle');
    },
  },
];

for (const moment of moments)
  test.describe(`the first click at 4× CPU, ${moment.name}`, () => {
    test('the mobile menu opens', async ({ page }) => {
      await openThrottled(page, '/');
      await moment.settle(page);
      const toggle = page.locator('button[aria-controls="mobile-menu"]');
      await toggle.click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await reportInteraction(page, 'the menu button');
    });

    test("the home page's carousel moves on", async ({ page }) => {
      await openThrottled(page, '/');
      await moment.settle(page);
      const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"]');
      await carousel.locator('button[aria-label="Next slide"]').click();
      await expect(slide(carousel, 2)).toBeInViewport();
      await reportInteraction(page, "the carousel's Next button");
    });

    test('a form field takes the first keys', async ({ page }) => {
      await openThrottled(page, '/contact');
      await moment.settle(page);
      const name = page.locator('main input[name="fullName"]');
      await name.click();
      await page.keyboard.type('Ada');
      await expect(name).toHaveValue('Ada');
      await reportInteraction(page, 'the first field');
    });
  });
