import { healthBeaconPath } from '@codecrush/contracts';
import { BeaconTickets } from '../../src/telemetry/beaconTickets';
import { ticketed, validBeacon } from '../../test/helpers/beacons';

/** The beacon route through nginx (its `/api/` prefix). */
export const beaconPath = `/api${healthBeaconPath}`;

/** What `navigator.sendBeacon` sends with a string body: no preflight. */
export const beaconHeaders = (origin: string) => ({ 'content-type': 'text/plain;charset=UTF-8', origin });

/**
 * The body of each beacon of a run: the shell's beacon for one view of a blog article, each with a
 * ticket of its own (a page view of its own, not a re-send), signed with the instances' shared
 * secret as the API would sign it (the views route is not part of the flood), sender `tag`.
 */
export const beaconBodies = (tag: string, ticketSecret: string): (() => string) => {
  const tickets = new BeaconTickets(ticketSecret, 24 * 3_600_000);
  const beacon = validBeacon();
  return () => JSON.stringify(ticketed(beacon, tickets.issue(tag)));
};
