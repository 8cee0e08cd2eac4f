import type { HealthTicket, SiteConfig } from '@codecrush/contracts';
import { createRemoteStatusStore } from '../federation/remoteStatus';
import { HealthRecorder } from './HealthRecorder';
import { beaconOf, startSending, ticketFor } from './sendReleaseHealth';

const remotes = {
  mf_marketing: 'http://localhost:3001/mf-manifest.json',
  mf_portfolio: 'http://localhost:3002/mf-manifest.json',
  mf_blog: 'http://localhost:3003/releases/2026.11.26-1/mf-manifest.json',
  mf_careers: 'http://localhost:3004/mf-manifest.json',
  mf_forms: 'http://localhost:3005/mf-manifest.json',
};
const baseUrl = 'http://api.test/';
const config = { api: { baseUrl }, healthSampleRate: 1 } as SiteConfig;
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.7339.16 Safari/537.36';
const ticketA: HealthTicket = { view: 'aaaaaaaaaaaaaaaaaaaa', token: 'h1.a' };
const ticketB: HealthTicket = { view: 'bbbbbbbbbbbbbbbbbbbb', token: 'h1.b' };

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
/** Lets the ticket's promise chain settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page of its own: its document, its fetch (tickets and refused beacons), its sendBeacon. */
function fakePage({ pathname = '/', innerWidth = 1366, beaconAccepted = true } = {}) {
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
    documentElement: { dataset: {} as DOMStringMap },
  });
  const page = Object.assign(new EventTarget(), {
    document,
    innerWidth,
    location: { pathname, origin: 'http://localhost:3000' } as Location,
    navigator: { userAgent: chrome, sendBeacon: jest.fn((_url: string, _body: string) => beaconAccepted) },
    fetch: jest.fn<Promise<Response>, [string, RequestInit]>(),
  });
  const hide = () => {
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const show = () => {
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const restore = (persisted = true) => {
    document.visibilityState = 'visible';
    page.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  };
  const sentBodies = () =>
    page.navigator.sendBeacon.mock.calls.map(([, body]) => JSON.parse(body) as { view: string; counts: unknown[] });
  return { page, hide, show, restore, sentBodies };
}

function sending(fake: ReturnType<typeof fakePage>) {
  const status = createRemoteStatusStore();
  status.register(remotes, {});
  const recorder = new HealthRecorder(status, fake.page);
  recorder.listen(fake.page as unknown as Window);
  startSending({ config, remotes, status, recorder }, fake.page as unknown as Window);
  return { status, recorder };
}

describe('ticketFor', () => {
  it('asks the API (POST, no credentials) and takes its view id and token', async () => {
    const page = { fetch: jest.fn(async () => answer(200, ticketA)) };
    await expect(ticketFor(page, baseUrl)).resolves.toEqual(ticketA);
    expect(page.fetch).toHaveBeenCalledWith('http://api.test/health/v2/views', { method: 'POST', credentials: 'omit' });
  });

  it('gives none when the API refuses, answers something else, or is unreachable', async () => {
    await expect(ticketFor({ fetch: async () => answer(429, ticketA) }, baseUrl)).resolves.toBeUndefined();
    await expect(ticketFor({ fetch: async () => answer(200, { view: 'x' }) }, baseUrl)).resolves.toBeUndefined();
    await expect(ticketFor({ fetch: async () => answer(200, { token: 't' }) }, baseUrl)).resolves.toBeUndefined();
    await expect(ticketFor({ fetch: async () => answer(200, null) }, baseUrl)).resolves.toBeUndefined();
    await expect(
      ticketFor({ fetch: async () => Promise.reject(new TypeError('offline')) }, baseUrl),
    ).resolves.toBeUndefined();
  });
});

describe('beaconOf', () => {
  const zeros = { loadFailures: 0, retries: 0, fallbacks: 0, islandFailures: 0, errors: 0, hydrationErrors: 0 };

  it("is the view's beacon: its path and route, device, page vitals, and per app its counts and element vitals", () => {
    const fake = fakePage({ pathname: '/', innerWidth: 800 });
    const { status, recorder } = sending(fake);
    status.loading('mf_marketing');
    status.manifest({ name: 'mf_marketing', metaData: { buildInfo: { buildVersion: 'm1' } } });
    status.loaded('mf_marketing', 10);
    status.loading('mf_blog');
    status.retrying('mf_blog', 1);
    recorder.view.vitals.FCP = 400;
    recorder.view.vitals.TTFB = 35;
    recorder.view.elementVitals.set('mf_portfolio', { INP: 120 });
    recorder.view.elementVitals.set('mf_marketing', { LCP: 900 });
    const source = { remotes, status, shellOrigin: 'http://localhost:3000', userAgent: chrome };
    expect(beaconOf(recorder.view, ticketA, source)).toEqual({
      v: 2,
      view: ticketA.view,
      token: ticketA.token,
      path: '/',
      route: '/',
      app: 'mf_marketing',
      build: 'm1',
      browser: { family: 'chrome', major: 140 },
      device: 'mobile',
      vitals: { FCP: 400, TTFB: 35 },
      counts: [
        { app: 'mf_marketing', build: 'm1', ...zeros, vitals: { LCP: 900 } },
        { app: 'shell', build: 'test', ...zeros },
        { app: 'mf_blog', build: '2026.11.26-1', ...zeros, retries: 1 },
        { app: 'mf_portfolio', build: 'unknown', ...zeros, vitals: { INP: 120 } },
      ],
    });
  });

  it("names the shell's own pages the shell's, with its build", () => {
    const fake = fakePage({ pathname: '/no/such/page' });
    const { status, recorder } = sending(fake);
    const source = { remotes, status, shellOrigin: 'http://localhost:3000', userAgent: chrome };
    expect(beaconOf(recorder.view, ticketA, source)).toMatchObject({
      path: '/no/such/page',
      route: '*',
      app: 'shell',
      build: 'test',
      device: 'desktop',
      vitals: {},
      counts: [{ app: 'shell', build: 'test', ...zeros }],
    });
  });
});

describe('startSending', () => {
  it('sends the view when the page is hidden or left, once it has its ticket, and again only when it changed', async () => {
    const fake = fakePage();
    fake.page.fetch.mockResolvedValueOnce(answer(200, ticketA));
    const { status } = sending(fake);
    expect(fake.page.fetch).toHaveBeenCalledTimes(1);
    // Hidden before the ticket came: nothing to send it with.
    fake.hide();
    expect(fake.page.navigator.sendBeacon).not.toHaveBeenCalled();
    expect(fake.page.document.documentElement.dataset.releaseHealth).toBeUndefined();
    await settle();
    expect(fake.page.document.documentElement.dataset.releaseHealth).toBe('on');

    fake.show();
    expect(fake.page.navigator.sendBeacon).not.toHaveBeenCalled();
    fake.hide();
    expect(fake.page.navigator.sendBeacon).toHaveBeenCalledWith(
      'http://api.test/health/v2/beacons',
      expect.any(String),
    );
    expect(fake.sentBodies()).toMatchObject([{ view: ticketA.view, token: ticketA.token }]);
    // Nothing changed: no second beacon.
    fake.page.dispatchEvent(new Event('pagehide'));
    expect(fake.sentBodies()).toHaveLength(1);
    status.loading('mf_blog');
    fake.page.dispatchEvent(new Event('pagehide'));
    expect(fake.sentBodies()).toHaveLength(2);
    expect(fake.sentBodies()[1]?.counts).toHaveLength(3);
  });

  it('sends nothing for a view the API gave no ticket', async () => {
    const fake = fakePage();
    fake.page.fetch.mockResolvedValueOnce(answer(503, {}));
    sending(fake);
    await settle();
    fake.hide();
    fake.page.dispatchEvent(new Event('pagehide'));
    expect(fake.page.navigator.sendBeacon).not.toHaveBeenCalled();
    expect(fake.page.fetch).toHaveBeenCalledTimes(1);
    expect(fake.page.document.documentElement.dataset.releaseHealth).toBeUndefined();
  });

  it('falls back to fetch with keepalive (text, no credentials) when sendBeacon refuses, and ignores its failure', async () => {
    const fake = fakePage({ beaconAccepted: false });
    fake.page.fetch.mockResolvedValueOnce(answer(200, ticketA)).mockRejectedValueOnce(new TypeError('offline'));
    sending(fake);
    await settle();
    fake.hide();
    await settle();
    expect(fake.page.fetch).toHaveBeenLastCalledWith('http://api.test/health/v2/beacons', {
      method: 'POST',
      body: expect.stringContaining(ticketA.view),
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
  });

  it('sends nothing for a restored view until its own ticket comes, never with a ticket asked for an earlier view', async () => {
    const fake = fakePage();
    fake.page.fetch.mockResolvedValueOnce(answer(200, ticketA));
    const { status } = sending(fake);
    await settle();
    status.loading('mf_blog');
    status.retrying('mf_blog', 1);
    fake.page.dispatchEvent(new Event('pagehide'));
    fake.hide();

    // A pageshow that is no restore asks for nothing.
    fake.restore(false);
    expect(fake.page.fetch).toHaveBeenCalledTimes(1);
    let giveTicketB: (response: Response) => void = () => undefined;
    fake.page.fetch.mockReturnValueOnce(new Promise((resolve) => (giveTicketB = resolve)));
    fake.restore();
    expect(fake.page.fetch).toHaveBeenCalledTimes(2);
    status.retrying('mf_blog', 2);
    // Hidden before the restore's ticket came: nothing is sent (the earlier id must not carry it).
    fake.hide();
    fake.page.dispatchEvent(new Event('pagehide'));
    expect(fake.sentBodies()).toHaveLength(1);

    fake.restore();
    giveTicketB(answer(200, ticketB));
    await settle();
    // That ticket was for the view before the last restore: not this one's.
    fake.hide();
    expect(fake.sentBodies()).toHaveLength(1);
  });

  it("sends the restored view's failures only, under its own id", async () => {
    const fake = fakePage();
    fake.page.fetch.mockResolvedValueOnce(answer(200, ticketA)).mockResolvedValueOnce(answer(200, ticketB));
    const { status } = sending(fake);
    await settle();
    status.loading('mf_blog');
    status.retrying('mf_blog', 1);
    fake.hide();
    fake.restore();
    await settle();
    status.retrying('mf_blog', 2);
    fake.hide();
    const [first, restored] = fake.sentBodies();
    expect(first).toMatchObject({
      view: ticketA.view,
      counts: expect.arrayContaining([expect.objectContaining({ app: 'mf_blog', retries: 1 })]),
    });
    expect(restored).toMatchObject({
      view: ticketB.view,
      counts: expect.arrayContaining([expect.objectContaining({ app: 'mf_blog', retries: 1 })]),
    });
    expect(fake.sentBodies()).toHaveLength(2);
  });
});
