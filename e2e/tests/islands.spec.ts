import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { appReady, islandHydrated, islandNamed, pageHeading, remotes, scrollToIsland } from '../support/site';

/**
 * Lazy code, never lazy content: every below-the-fold section, form and cross-remote fragment is a
 * deferred-hydration island (packages/composition/src/islands). Its content is in the served HTML; its code
 * loads, and it hydrates on the same DOM nodes, only when it nears the viewport or is used.
 */

const portOfRemote = (name: (typeof remotes)[number]['name']) =>
  String(remotes.find((remote) => remote.name === name)?.port);

/** Every served page: the sitemap's routes, the chat demo and the not-found page. */
async function servedPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(
    (m) => new URL((m[1] ?? '').replace(/&amp;/g, '&')).pathname,
  );
  return [...paths, '/checkchatbox', '/no-such-page'];
}

/** The served `<main>` of a path, as text. */
async function servedMain(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/** Records every script the page requests and the text of each (to tell which libraries came). */
function scriptsOf(page: Page) {
  const bodies: { url: string; text: Promise<string> }[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.resourceType() !== 'script') return;
    bodies.push({ url: request.url(), text: request.response().then((r) => (r ? r.text() : '')) });
  });
  return {
    urls: () => bodies.map((body) => body.url),
    /** Whether any script so far holds `marker` (a string the library's minified code keeps). */
    holds: async (marker: string) =>
      (await Promise.all(bodies.map((body) => body.text))).some((t) => t.includes(marker)),
  };
}

/** Strings the minified libraries keep: react-slick's track class, react-hook-form's option name. */
const carouselCode = 'slick-track';
const formCode = 'shouldUnregister';

/** Installs a MutationObserver on <main> before the app's scripts run; reads what it saw removed. */
async function watchMain(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedFromMain: removed });
    document.addEventListener('readystatechange', () => {
      const main = document.querySelector('main');
      if (document.readyState !== 'interactive' || !main) return;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            removed.push(`${node.nodeName}: ${(node.textContent ?? '').slice(0, 60)}`);
      }).observe(main, { childList: true, subtree: true, characterData: true });
    });
  });
  return () => page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain);
}

test.describe('served HTML, JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page holds the featured projects, the blog teaser, both offices and the contact form', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    expect(await main.locator('a[href^="/view-project/"]').count()).toBeGreaterThanOrEqual(4);
    expect(await main.locator('a[href^="/view-blog/"]').count()).toBeGreaterThanOrEqual(3);
    await expect(main.getByText('Rawalpindi', { exact: false }).first()).toBeAttached();
    await expect(main.getByText('Chakdara', { exact: false }).first()).toBeAttached();
    for (const label of ['Full name', 'Email', 'Phone number', 'Message'])
      await expect(main.getByLabel(label, { exact: false }).first()).toBeAttached();
  });

  test('every article links to at least three others; the forms are served', async ({ page }) => {
    for (const id of [1, 2, 3, 4, 5, 6]) {
      await page.goto(`/view-blog/${id}`);
      const others = page.getByRole('main').locator(`a[href^="/view-blog/"]:not([href="/view-blog/${id}"])`);
      expect(await others.count(), `/view-blog/${id}`).toBeGreaterThanOrEqual(3);
    }
    await page.goto('/careers/apply');
    await expect(page.getByRole('main').locator('form input[type="file"]')).toHaveCount(1);
    for (const path of ['/contact', '/remote-resources', '/careers/internship/apply']) {
      await page.goto(path);
      await expect(page.getByRole('main').locator('form'), path).toHaveCount(1);
      expect(await page.getByRole('main').locator('form input').count(), path).toBeGreaterThan(2);
    }
  });

  test('no served page has a skeleton, an empty reserved box or a client-rendered boundary in main', async ({
    request,
  }) => {
    const paths = await servedPaths(request);
    expect(paths).toHaveLength(62);
    for (const path of paths) {
      const main = await servedMain(request, path);
      expect(main, path).toContain('<h1');
      expect(main, `${path} has a skeleton`).not.toContain('data-skeleton');
      expect(main, `${path} has a loading status`).not.toContain('Loading…');
      // <!--$!--> a boundary the server gave up on, <!--$?--> one still pending (outlined content).
      expect(main, `${path} has an unfinished boundary`).not.toMatch(/<!--\$[!?]-->|<template/);
    }
  });
});

test.describe('islands in the browser', () => {
  test('/: nothing in main replaced on load, no code of the islands fetched; each works once scrolled to', async ({
    page,
  }) => {
    test.slow(); // visits the whole home page
    const removedFromMain = await watchMain(page);
    const scripts = scriptsOf(page);
    const fragmentPorts = ['mf_portfolio', 'mf_blog', 'mf_forms'].map((name) => portOfRemote(name as 'mf_blog'));
    await page.goto('/');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(await removedFromMain()).toEqual([]);
    expect(scripts.urls().filter((url) => fragmentPorts.includes(new URL(url).port))).toEqual([]);
    expect(await scripts.holds(carouselCode)).toBe(false);
    expect(await scripts.holds(formCode)).toBe(false);
    await expect(page.locator(`[data-island][${islandHydrated}]`)).toHaveCount(0);

    // The contact form (mf-forms' fragment): a validation message once it has hydrated.
    const contact = await scrollToIsland(page, 'mf_forms/ContactForm');
    await contact.getByRole('button', { name: /send/i }).click();
    await expect(contact.getByText(/required/i).first()).toBeVisible();
    expect(await scripts.holds(formCode)).toBe(true);
    expect(scripts.urls().some((url) => new URL(url).port === portOfRemote('mf_forms'))).toBe(true);

    // The events carousel (marketing): its library arrives and its controls work.
    const events = await scrollToIsland(page, 'home-EventsSection');
    const next = events.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeVisible();
    expect(await scripts.holds(carouselCode)).toBe(true);

    // A featured project's link (mf-portfolio's fragment) navigates on the client.
    const featured = await scrollToIsland(page, 'mf_portfolio/FeaturedProjects');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await featured
      .getByRole('link', { name: /^Know More about / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/view-project\//);
    await expect(pageHeading(page)).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('/view-blog/1: More Articles keeps its served cards until scrolled to, then becomes a working carousel', async ({
    page,
  }) => {
    const removedFromMain = await watchMain(page);
    const scripts = scriptsOf(page);
    await page.goto('/view-blog/1');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(await removedFromMain()).toEqual([]);
    expect(await scripts.holds(carouselCode)).toBe(false);
    const more = await scrollToIsland(page, 'more-articles');
    const firstActive = more.locator('.slick-slide.slick-active').first().getByRole('heading', { level: 3 });
    const before = await firstActive.textContent();
    await more.getByRole('button', { name: 'Next slide' }).click();
    await expect(firstActive).not.toHaveText(before ?? '');
  });

  test('/careers/apply: the form below the fold loads its code only when scrolled to, then validates', async ({
    page,
  }) => {
    const removedFromMain = await watchMain(page);
    const scripts = scriptsOf(page);
    await page.goto('/careers/apply');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(await removedFromMain()).toEqual([]);
    expect(await scripts.holds(formCode)).toBe(false);
    const form = await scrollToIsland(page, 'job-application-form');
    await form.getByRole('button', { name: /submit|apply|send/i }).click();
    await expect(form.getByText(/required/i).first()).toBeVisible();
  });

  test('typing into the home contact form before it hydrated is kept; an early Enter neither reloads nor fills the URL', async ({
    page,
  }) => {
    // Hold the forms remote's files until the test lets them through: the form stays dehydrated.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`http://localhost:${portOfRemote('mf_forms')}/**`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await appReady(page);
    const contact = islandNamed(page, 'mf_forms/ContactForm');
    await contact.scrollIntoViewIfNeeded();
    const name = contact.getByLabel('Full name', { exact: false });
    await name.fill('Ayesha Khan');
    await name.press('Enter');
    await expect(contact).not.toHaveAttribute(islandHydrated);
    expect(page.url()).not.toContain('?');
    expect(new URL(page.url()).pathname).toBe('/');

    release();
    await expect(contact).toHaveAttribute(islandHydrated, '');
    await expect(name).toHaveValue('Ayesha Khan');
    // The held submit went through once the form was live: the other fields' messages show.
    await expect(contact.getByText(/required/i).first()).toBeVisible();
    expect(page.url()).not.toContain('?');
  });
});
