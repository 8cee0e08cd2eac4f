import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { company, hrefs, paths, serviceNames, telHref } from '@codecrush/contracts';
import { expectLayout, originOf, pageHeading, remotes, scrollToIsland, shellOrigin } from '../support/site';

const chatWidgetUrl = `${shellOrigin}/__test-chat.js`;
const noWidgetText = 'Live chat is not available right now';
const ownOrigins = [shellOrigin, ...remotes.map(originOf)];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expectLayout(page);
  await expect(pageHeading(page)).toBeVisible();
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** Serves the real site-config.json with a chat widget configured, and the widget script itself. */
async function configureChatWidget(page: Page) {
  await page.route('**/site-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, chatWidgetUrl } });
  });
  await page.route(chatWidgetUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__chatLoaded = true;' }),
  );
}

test.describe('footer', () => {
  test('has service, company, contact, social and legal links and the copyright', async ({ page }) => {
    await openPage(page, '/about');
    const footer = page.getByRole('contentinfo');

    const services = footer.getByRole('navigation', { name: 'Services' });
    await expect(services.getByRole('link', { name: serviceNames.web })).toHaveAttribute('href', hrefs.service('web'));
    await expect(services.getByRole('link', { name: serviceNames.cybersecurity })).toHaveAttribute(
      'href',
      hrefs.service('cybersecurity'),
    );
    expect(await services.getByRole('link').count()).toBeGreaterThanOrEqual(4);

    const companyLinks = footer.getByRole('navigation', { name: 'Company' });
    await expect(companyLinks.getByRole('link', { name: 'About' })).toHaveAttribute('href', paths.about);
    await expect(companyLinks.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', paths.careers);
    await expect(companyLinks.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', paths.contact);

    await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
    await expect(footer.getByRole('link', { name: company.phone })).toHaveAttribute('href', telHref(company.phone));
    await expect(footer.getByText(company.offices[0].address)).toBeVisible();

    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(4);
    for (const [index, link] of company.social.entries()) {
      await expect(social.nth(index)).toHaveAttribute('href', link.href);
      await expect(social.nth(index)).toHaveAttribute('target', '_blank');
      await expect(social.nth(index)).toHaveAttribute('rel', /noopener/);
      await expect(social.nth(index)).toHaveAccessibleName(new RegExp(link.label));
    }

    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', paths.privacy);
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', paths.terms);
    await expect(footer.getByText(company.copyright)).toBeVisible();
  });

  test('its links navigate inside the site', async ({ page }) => {
    await openPage(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await expect(page).toHaveURL(paths.terms);
    await expect(pageHeading(page)).toHaveText(/Terms/);
  });
});

test.describe('/checkchatbox', () => {
  test('is tall and, with no widget configured, requests no third-party script and says so', async ({ page }) => {
    const requests = recordRequests(page);
    await openPage(page, paths.chat);
    await page.waitForLoadState('networkidle');
    const { height, viewport } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
    }));
    expect(height).toBeGreaterThan(1.5 * viewport);
    await expect(page.getByRole('main').getByRole('status')).toContainText(noWidgetText);
    await expect(page.locator('#live-chat-widget')).toHaveCount(0);
    const foreignScripts = requests
      .filter((r) => r.resourceType() === 'script')
      .map((r) => r.url())
      .filter((url) => !ownOrigins.includes(new URL(url).origin));
    expect(foreignScripts).toEqual([]);
  });

  test('a configured widget loads only on /checkchatbox', async ({ page }) => {
    await configureChatWidget(page);
    const requests = recordRequests(page);
    const widgetRequests = () => requests.filter((r) => r.url() === chatWidgetUrl).length;

    await openPage(page, '/about');
    await page.waitForLoadState('networkidle');
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    expect(widgetRequests()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __chatLoaded?: boolean }).__chatLoaded)).toBeUndefined();

    await openPage(page, paths.chat);
    await expect.poll(widgetRequests).toBe(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatLoaded?: boolean }).__chatLoaded))
      .toBe(true);
    await expect(page.getByText(noWidgetText)).toHaveCount(0);
  });
});

test.describe('toasts', () => {
  test("a remote's toast shows in the shell's single Toaster", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await openPage(page, '/view-blog/1');
    const toaster = page.locator('[data-rht-toaster]');
    // The toaster is no part of the first load: it comes with the visitor's first pointer or key press.
    await expect(toaster).toHaveCount(0);

    await scrollToIsland(page, 'share-row');
    await page.getByRole('main').getByRole('button', { name: 'Copy Link' }).click();
    const toast = toaster.getByRole('status');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Could not copy');
    await expect(toaster).toHaveCount(1);
    await expect(page.getByRole('main').locator('[data-rht-toaster]')).toHaveCount(0);
  });
});
