import { remoteNames, shellAppName } from '@codecrush/contracts';
import type { HealthAppName, HealthElementVitals } from '@codecrush/contracts';

/** The element vitals of one page view, per app credited with them (each row of the beacon carries its own). */
export type ElementVitalsByApp = Map<HealthAppName, HealthElementVitals>;

type ElementVitalName = keyof HealthElementVitals;

const appNames: readonly string[] = [shellAppName, ...Object.values(remoteNames)];

const isAppName = (name: string | null | undefined): name is HealthAppName =>
  name !== null && name !== undefined && appNames.includes(name);

/**
 * The app that owns an element: the remote named by the closest `data-remote` wrapper around it
 * (every page and fragment a remote renders is wrapped so), else the shell (its navbar, footer,
 * notices). A text node counts as its parent element; no node, or an unknown name, is the shell's.
 */
export function appOfElement(node: Node | null): HealthAppName {
  const element = node instanceof Element ? node : node?.parentElement;
  const name = element?.closest('[data-remote]')?.getAttribute('data-remote');
  return isAppName(name) ? name : shellAppName;
}

/**
 * The app a vital's attribution target names (web-vitals' target, made by {@link appOfElement}),
 * else the page's app: web-vitals gives no element when there is none to give (LCP after a restore
 * from the back/forward cache) and a selector of its own for an LCP element removed since.
 */
export const creditedApp = (target: string | undefined, pageApp: HealthAppName): HealthAppName =>
  isAppName(target) ? target : pageApp;

/** Vitals as sent: milliseconds whole, CLS to 4 decimals. */
export const roundVital = (name: string, value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/**
 * Credits one report of an element vital to `app` in `byApp` (changed in place):
 * - LCP belongs to one app, the owner of the page's LCP element: the report replaces any earlier
 *   LCP, whoever it was credited to;
 * - INP and CLS (reported at every change) keep, per app, the largest value reported while that
 *   app's element was the target (the interaction, the largest shift): after a client navigation the
 *   new page's remote is credited with what happens on it.
 */
export function creditVital(byApp: ElementVitalsByApp, name: ElementVitalName, app: HealthAppName, value: number) {
  const rounded = roundVital(name, value);
  if (name === 'LCP') {
    for (const [other, vitals] of byApp) {
      delete vitals.LCP;
      if (Object.keys(vitals).length === 0) byApp.delete(other);
    }
  }
  const vitals = byApp.get(app) ?? {};
  const before = vitals[name];
  vitals[name] = before === undefined ? rounded : Math.max(before, rounded);
  byApp.set(app, vitals);
}
