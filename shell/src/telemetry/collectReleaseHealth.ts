import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Metric } from 'web-vitals';
import {
  apiUrl,
  healthBeaconPath,
  healthBeaconVersion,
  healthViewsPath,
  releaseIdOfManifestUrl,
  shellAppName,
} from '@codecrush/contracts';
import type { HealthAppName, HealthBeacon, HealthTicket, HealthVitals } from '@codecrush/contracts';
import type { HealthRecorder } from './HealthRecorder';
import type { ReleaseHealthContext } from './releaseHealthContext';
import { routeOf } from './attribution';
import { browserOf } from './browser';
import { appsThatRan, tallyEvents } from './tally';

/**
 * This page view's ticket from the API: its id (random, stored nowhere on the device: the next load
 * gets another) and the token that makes its beacons count. Undefined when the API gives none (down,
 * rate limited): the view then sends nothing.
 */
async function ticketFor(baseUrl: string): Promise<HealthTicket | undefined> {
  try {
    const answer = await fetch(apiUrl(baseUrl, healthViewsPath), { method: 'POST', credentials: 'omit' });
    const ticket: unknown = answer.ok ? await answer.json() : undefined;
    const { view, token } = (ticket ?? {}) as Partial<Record<keyof HealthTicket, unknown>>;
    return typeof view === 'string' && typeof token === 'string' ? { view, token } : undefined;
  } catch {
    return undefined;
  }
}

/** sendBeacon (text/plain: no preflight, no cookie of the API's), or fetch with keepalive. */
function transmit(url: string, body: string) {
  if (navigator.sendBeacon?.(url, body)) return;
  void fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

/** This page's vitals as web-vitals reports them (the object fills in as they come). */
function measureVitals(): HealthVitals {
  const vitals: HealthVitals = {};
  const record = ({ name, value }: Metric) => {
    vitals[name] = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);
  return vitals;
}

/**
 * Measures this page view (web-vitals, the recorder's failures) and, once the API has given it a
 * ticket, sends it as one beacon when the page is hidden or left. A later hide sends the view again
 * with what changed; the API keeps the last one per view id.
 */
export async function collectReleaseHealth({
  config,
  remotes,
  status,
  recorder,
}: ReleaseHealthContext & { recorder: HealthRecorder }) {
  const vitals = measureVitals();
  const ticket = await ticketFor(config.api.baseUrl);
  // Without a ticket the view is not measured, quietly: as a lost beacon, nothing a visitor should see.
  if (ticket === undefined) return;
  const path = window.location.pathname.slice(0, 300);
  const { route, app } = routeOf(path);
  const buildOf = (name: HealthAppName) => {
    if (name === shellAppName) return __BUILD_ID__;
    return (
      status.getSnapshot().find((entry) => entry.name === name)?.build ??
      releaseIdOfManifestUrl(remotes[name]) ??
      'unknown'
    );
  };
  const url = apiUrl(config.api.baseUrl, healthBeaconPath);
  let lastSent = '';
  const send = () => {
    const beacon: HealthBeacon = {
      v: healthBeaconVersion,
      view: ticket.view,
      token: ticket.token,
      path,
      route,
      app,
      build: buildOf(app),
      browser: browserOf(navigator.userAgent),
      vitals: { ...vitals },
      counts: tallyEvents(recorder.events, {
        pageApp: app,
        ran: appsThatRan(app, status.getSnapshot()),
        remotes,
        shellOrigin: window.location.origin,
        buildOf,
      }),
    };
    const body = JSON.stringify(beacon);
    if (body === lastSent) return;
    lastSent = body;
    transmit(url, body);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
  // Tests and tools wait for this before leaving the page.
  document.documentElement.dataset.releaseHealth = 'on';
}
