import {
  apiUrl,
  healthBeaconPath,
  healthBeaconVersion,
  healthViewsPath,
  releaseIdOfManifestUrl,
  shellAppName,
} from '@codecrush/contracts';
import type { HealthAppName, HealthBeacon, HealthTicket } from '@codecrush/contracts';
import type { HealthRecorder, PageView } from './HealthRecorder';
import type { ReleaseHealthContext } from './releaseHealthContext';
import { routeOf } from './attribution';
import { browserOf } from './browser';
import { appsThatRan, tallyEvents } from './tally';

/**
 * A page view's ticket from the API: its id (random, stored nowhere on the device: the next view
 * gets another) and the token that makes its beacons count. Undefined when the API gives none
 * (down, rate limited): the view then sends nothing.
 */
export async function ticketFor(page: Pick<Window, 'fetch'>, baseUrl: string): Promise<HealthTicket | undefined> {
  try {
    const answer = await page.fetch(apiUrl(baseUrl, healthViewsPath), { method: 'POST', credentials: 'omit' });
    const ticket: unknown = answer.ok ? await answer.json() : undefined;
    const { view, token } = (ticket ?? {}) as Partial<Record<keyof HealthTicket, unknown>>;
    return typeof view === 'string' && typeof token === 'string' ? { view, token } : undefined;
  } catch {
    return undefined;
  }
}

/** sendBeacon (text/plain: no preflight, no cookie of the API's), or fetch with keepalive. */
function transmit(page: Pick<Window, 'fetch' | 'navigator'>, url: string, body: string) {
  if (page.navigator.sendBeacon?.(url, body)) return;
  void page
    .fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    })
    .catch(() => undefined);
}

/** What a beacon needs besides its view and ticket. */
export type BeaconSource = Pick<ReleaseHealthContext, 'remotes' | 'status'> & {
  shellOrigin: string;
  userAgent: string;
};

/** The beacon of `view` as it stands: its failures per app that ran, its vitals, its ticket. */
export function beaconOf(
  view: PageView,
  ticket: HealthTicket,
  { remotes, status, shellOrigin, userAgent }: BeaconSource,
) {
  const { route, app } = routeOf(view.path);
  const buildOf = (name: HealthAppName) => {
    if (name === shellAppName) return __BUILD_ID__;
    return (
      status.getSnapshot().find((entry) => entry.name === name)?.build ??
      releaseIdOfManifestUrl(remotes[name]) ??
      'unknown'
    );
  };
  const beacon: HealthBeacon = {
    v: healthBeaconVersion,
    view: ticket.view,
    token: ticket.token,
    path: view.path,
    route,
    app,
    build: buildOf(app),
    browser: browserOf(userAgent),
    device: view.device,
    vitals: { ...view.vitals },
    counts: tallyEvents(view.events, {
      pageApp: app,
      ran: appsThatRan(app, status.getSnapshot()),
      remotes,
      shellOrigin,
      buildOf,
      elementVitals: view.elementVitals,
    }),
  };
  return beacon;
}

/**
 * Sends each page view as one beacon when the page is hidden or left, once the API has given the
 * view its ticket. Started when the main thread is first idle, whether or not the page ever becomes
 * ready: a page left while its remote hangs still reports the apps that ran. A later hide sends the
 * view again with what changed (the API keeps the last one per view id). A restore from the
 * back/forward cache is a new view (the recorder starts it): it asks for a ticket of its own, and
 * until that comes nothing is sent, so the earlier view's id never carries the restore's figures.
 */
export function startSending(
  { config, remotes, status, recorder }: ReleaseHealthContext & { recorder: HealthRecorder },
  page: Window,
) {
  const url = apiUrl(config.api.baseUrl, healthBeaconPath);
  let ticketed: { view: PageView; ticket: HealthTicket } | undefined;
  let lastSent = '';
  const askTicket = () => {
    const view = recorder.view;
    void ticketFor(page, config.api.baseUrl).then((ticket) => {
      if (ticket === undefined || view !== recorder.view) return;
      ticketed = { view, ticket };
      // Tests and tools wait for this before leaving the page.
      page.document.documentElement.dataset.releaseHealth = 'on';
    });
  };
  const send = () => {
    if (ticketed?.view !== recorder.view) return;
    const source = { remotes, status, shellOrigin: page.location.origin, userAgent: page.navigator.userAgent };
    const body = JSON.stringify(beaconOf(ticketed.view, ticketed.ticket, source));
    if (body === lastSent) return;
    lastSent = body;
    transmit(page, url, body);
  };
  askTicket();
  page.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'hidden') send();
  });
  page.addEventListener('pagehide', send);
  page.addEventListener('pageshow', (event) => {
    if (event.persisted) askTicket();
  });
}
