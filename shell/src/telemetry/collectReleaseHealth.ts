import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Metric } from 'web-vitals';
import {
  apiUrl,
  healthBeaconPath,
  healthBeaconVersion,
  releaseIdOfManifestUrl,
  shellAppName,
} from '@codecrush/contracts';
import type { HealthAppName, HealthBeacon, HealthVitals } from '@codecrush/contracts';
import type { HealthRecorder } from './HealthRecorder';
import type { ReleaseHealthContext } from './releaseHealthContext';
import { routeOf } from './attribution';
import { browserOf } from './browser';
import { appsThatRan, tallyEvents } from './tally';

/** A fresh random id for this one page view (not stored anywhere: the next load gets another). */
function viewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
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

/**
 * Measures this page view (web-vitals, the recorder's failures) and sends it as one beacon when the
 * page is hidden or left. A later hide sends the view again with what changed; the API keeps the
 * last one per view id.
 */
export function collectReleaseHealth({
  config,
  remotes,
  status,
  recorder,
}: ReleaseHealthContext & { recorder: HealthRecorder }) {
  const vitals: HealthVitals = {};
  const record = ({ name, value }: Metric) => {
    vitals[name] = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);

  const view = viewId();
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
      view,
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
