import { healthBeaconPath } from '@codecrush/contracts';
import { validBeacon } from '../../test/helpers/beacons';

/** The beacon route through nginx (its `/api/` prefix). */
export const beaconPath = `/api${healthBeaconPath}`;

/** What `navigator.sendBeacon` sends with a string body: no preflight. */
export const beaconHeaders = (origin: string) => ({ 'content-type': 'text/plain;charset=UTF-8', origin });

/**
 * The body of the `n`-th beacon of a run: the shell's beacon for one view of a blog article, each
 * with its own view id (`<tag><n>`, so each is a page view of its own, not a re-send).
 */
export const beaconBodies = (tag: string): ((n: number) => string) => {
  const marker = 'viewidmarker0000';
  const [head = '', tail = ''] = JSON.stringify(validBeacon({ view: marker })).split(marker);
  return (n) => `${head}${tag}${n.toString(36).padStart(12, '0')}${tail}`;
};
