import assert from 'node:assert/strict';
import type { Query } from './agent/types';
import { desktopViewport } from './driver';
import type { EnginePage } from './driver';
import { eventually } from './eventually';
import {
  banner,
  expectAppReady,
  expectLayout,
  expectNoErrors,
  expectNone,
  expectPageHeading,
  expectPath,
  expectText,
  expectVisible,
  inMain,
  mainNavigation,
  siteText,
} from './expectations';
import { outboxMessagesFor } from '../support/outbox';
import { switchableRemote } from './site';
import type { Site } from './site';

/** One user-visible behaviour, written once, run in every engine. */
export interface Flow {
  name: string;
  run(page: EnginePage, site: Site): Promise<void>;
}

/** One route of each kind of page the site has. */
const pageKinds = [
  { kind: 'home', path: '/' },
  { kind: 'about', path: '/about' },
  { kind: 'a service', path: '/all-services/view-service/web' },
  { kind: 'an industry', path: '/all-services/industries/travel' },
  { kind: 'an R&D page', path: '/all-services/research&development/ai' },
  { kind: 'projects', path: '/projects' },
  { kind: 'a case study', path: '/view-project/comboseek' },
  { kind: 'the blog list', path: '/all-blogs' },
  { kind: 'an article', path: '/view-blog/1' },
  { kind: 'team', path: '/all-members' },
  { kind: 'gallery', path: '/gallery' },
  { kind: 'careers', path: '/careers' },
  { kind: 'the job page', path: '/careers/apply' },
  { kind: 'contact', path: '/contact' },
  { kind: 'remote resources', path: '/remote-resources' },
  { kind: 'internship', path: '/careers/internship/apply' },
  { kind: 'legal', path: '/privacypolicy' },
  { kind: 'not found', path: '/no-such-page', heading: siteText.notFound },
] as const;

const pageKindFlows: Flow[] = pageKinds.map((route) => ({
  name: `${route.kind} (${route.path}) loads and hydrates with no page error`,
  async run(page) {
    await page.open(route.path);
    await expectAppReady(page);
    await expectLayout(page);
    await expectPageHeading(page, 'heading' in route ? route.heading : undefined);
    await expectNoErrors(page);
  },
}));

const button = (name: string, within?: Query): Query => ({ role: 'button', name, within });

/** Clicks `control` until `changed` passes: a control rendered before its code is live may need a second press. */
async function pressUntil(page: EnginePage, control: Query, what: string, changed: () => Promise<void>) {
  await eventually(
    `${page.engine}: ${what}`,
    async () => {
      const hit = await page.ask('hitTarget', control);
      await page.click(control);
      await eventually(`${what} (the click hit ${hit})`, changed, 1500);
    },
    30_000,
  );
}

/**
 * Scrolls down a screen at a time, as a visitor does, until `query` finds something (sections
 * below the fold load as they near the viewport), then brings it on screen.
 */
const scrollUntilOnScreen = (page: EnginePage, query: Query, what: string) =>
  eventually(
    `${page.engine}: ${what} on screen`,
    async () => {
      const [target] = await page.ask('states', { ...query, includeHidden: true });
      if (!target) await page.ask('scrollByViewport', 0.8);
      else if (!target.inViewport) await page.ask('scrollIntoView', { ...query, includeHidden: true });
      if (target?.inViewport) return;
      // Where the page stood, so that a failure says whether the target was missing or would not come on screen.
      const { pathname, scrollY, width, height } = await page.ask('location');
      assert.fail(
        `${what} is not on screen yet (${target ? 'found' : 'not found'} on ${pathname}, scrolled to ${scrollY}, viewport ${width}×${height})`,
      );
    },
    40_000,
  );

/** The names of the visible slides of a carousel ("2 of 4", …). */
const visibleSlides = async (page: EnginePage, carousel: Query) =>
  (await page.ask('states', { role: 'group', nameMatches: '^\\d+ of \\d+$', within: carousel })).map(
    (slide) => slide.name,
  );

const hydrationFlow: Flow = {
  name: 'the prerendered home page hydrates: the hero slideshow pauses and plays',
  async run(page) {
    await page.open('/');
    await expectAppReady(page);
    await page.click(button('Pause slideshow', { role: 'main' }));
    await expectVisible(page, button('Play slideshow', { role: 'main' }), 'the Play control');
    await page.click(button('Play slideshow', { role: 'main' }));
    await expectVisible(page, button('Pause slideshow', { role: 'main' }), 'the Pause control');
    await expectNoErrors(page);
  },
};

const clientNavigationFlow: Flow = {
  name: 'a client-side navigation from the marketing remote to the portfolio remote',
  async run(page) {
    await page.open('/about');
    await expectAppReady(page);
    await expectPageHeading(page);
    await page.ask('markDocument');
    await page.click({ role: 'link', name: 'Projects', within: mainNavigation });
    await expectPath(page, '/projects');
    await expectPageHeading(page, 'Our Projects');
    assert.equal(await page.ask('documentMarked'), true, 'the page was loaded afresh instead of routed');
    await expectNoErrors(page);
  },
};

const mobileMenuFlow: Flow = {
  name: 'the mobile menu at 390 px opens, navigates and closes',
  async run(page) {
    await page.setViewport({ width: 390, height: 844 });
    try {
      await page.open('/about');
      await expectAppReady(page);
      const panelLink: Query = { role: 'link', name: 'Projects', within: mainNavigation };
      await expectNone(page, panelLink, 'the desktop links');
      await page.click(button('Menu', banner));
      await expectVisible(page, button('Close menu', banner), 'the Close menu toggle');
      await page.click(panelLink);
      await expectPath(page, '/projects');
      await expectPageHeading(page);
      await expectVisible(page, button('Menu', banner), 'the Menu toggle');
      await expectNone(page, panelLink, 'the menu panel');
      await expectNoErrors(page);
    } finally {
      await page.setViewport(desktopViewport);
    }
  },
};

const contactForm: Query = inMain({ role: 'form', name: 'Send us a message' });
const field = (name: string, form = contactForm): Query => ({ role: 'textbox', name, within: form });

const validationFlow: Flow = {
  name: 'the contact form shows its validation messages',
  async run(page) {
    await page.open('/contact');
    await expectAppReady(page);
    await page.click(button('Send Message', contactForm));
    for (const message of ['Name is required', 'Email is required', 'Phone is required', 'Message is required'])
      await eventually(`${page.engine}: "${message}"`, async () =>
        assert.ok((await page.ask('bodyText')).includes(message), `"${message}" is not on the page`),
      );
    await expectNoErrors(page);
  },
};

const sendFlow: Flow = {
  name: 'the contact form sends a message to the real API',
  async run(page, site) {
    await page.open('/contact');
    await expectAppReady(page);
    const email = `${page.engine}-${Date.now().toString(36)}@example.com`;
    await page.type(field('Full name'), `Visitor on ${page.engine}`);
    await page.type(field('Email'), email);
    await page.type(field('Phone number'), '03001234567');
    await page.type(field('Message'), `A project enquiry sent from ${page.engine}.`);
    await page.click(button('Send Message', contactForm));
    await expectText(page, { role: 'status' }, 'Message Sent Successfully');
    await eventually(`${page.engine}: the message in the outbox`, async () =>
      assert.equal(outboxMessagesFor(email, site.apiDataDir).length, 1),
    );
    await expectNoErrors(page);
  },
};

const carouselFlow: Flow = {
  name: "a case study's review carousel: pause, then a dot shows its slide",
  async run(page) {
    await page.open('/view-project/comboseek');
    await expectAppReady(page);
    const reviews: Query = inMain({ role: 'region', name: 'Client reviews' });
    await scrollUntilOnScreen(page, reviews, 'the reviews');
    await page.click(button('Pause slideshow', reviews));
    await expectVisible(page, button('Play slideshow', reviews), 'the Play control');
    await pressUntil(page, button('Go to slide 3', reviews), 'dot 3 shows the third review', async () => {
      const [current] = (
        await page.ask('states', { role: 'button', nameMatches: '^Go to slide', within: reviews })
      ).filter((dot) => dot.current === 'true');
      assert.equal(current?.name, 'Go to slide 3');
    });
    await expectNoErrors(page);
  },
};

const islandFlow: Flow = {
  name: 'home: the events carousel below the fold works once scrolled to',
  async run(page) {
    await page.open('/');
    await expectAppReady(page);
    const events: Query = inMain({ role: 'region', name: 'Events' });
    await scrollUntilOnScreen(page, events, 'the events carousel');
    const [first] = await expectVisible(
      page,
      { role: 'group', nameMatches: '^\\d+ of \\d+$', within: events },
      'the events',
    );
    assert.equal(first?.name, '1 of 4');
    await pressUntil(page, button('Next slide', events), 'Next slide moves the events on', async () => {
      assert.notEqual((await visibleSlides(page, events))[0], '1 of 4');
    });
    await expectNoErrors(page);
  },
};

const homeContactFlow: Flow = {
  name: "home: the forms remote's contact block at the bottom validates once scrolled to",
  async run(page) {
    await page.open('/');
    await expectAppReady(page);
    const block: Query = inMain({ role: 'region', name: 'Get in Touch' });
    await scrollUntilOnScreen(page, block, 'the contact block');
    const form: Query = { role: 'form', name: 'Send us a message', within: block };
    await pressUntil(page, button('Send Message', form), 'Send Message shows what is missing', async () => {
      const [state] = await page.ask('states', form);
      assert.ok(state?.text.includes('Phone number is required'), 'no validation message yet');
    });
    // The first invalid field takes focus (scrolled clear of the fixed navbar).
    await eventually(`${page.engine}: the first invalid field focused`, async () =>
      assert.equal(await page.ask('focusedName'), 'Full name'),
    );
    await expectVisible(page, field('Full name', form), 'the focused field');
    await expectNoErrors(page);
  },
};

const deadRemoteFlow: Flow = {
  name: 'a dead remote shows the fallback with a working Try again, never a blank page',
  async run(page, site) {
    const userAgent = await page.userAgent();
    site.remoteSwitch.takeDownFor(userAgent);
    try {
      await page.open(switchableRemote.route);
      await expectVisible(page, { role: 'alert', within: { role: 'main' } }, 'the fallback notice');
      assert.ok((await page.ask('bodyText')).includes(siteText.unavailable));
      await expectLayout(page);
      await expectVisible(page, button(siteText.tryAgain, { role: 'main' }), 'Try again');
    } finally {
      site.remoteSwitch.bringBackFor(userAgent);
    }
    // The remote's failed loads were reported while it was down; from here on the page must be clean.
    await page.takeErrors();
    await page.click(button(siteText.tryAgain, { role: 'main' }));
    await expectPageHeading(page);
    await expectNone(page, { role: 'alert', within: { role: 'main' } }, 'the fallback notice');
    await expectNone(page, button(siteText.tryAgain, { role: 'main' }), 'Try again');
    await expectNoErrors(page);
  },
};

/** Every flow, in the order each engine runs them. */
export const flows: Flow[] = [
  ...pageKindFlows,
  hydrationFlow,
  clientNavigationFlow,
  mobileMenuFlow,
  validationFlow,
  sendFlow,
  carouselFlow,
  islandFlow,
  homeContactFlow,
  deadRemoteFlow,
];
