/**
 * `npm run bench:beacons -w api -- <api url> [seconds=10] [connections=32]`: offers release-health
 * beacons to a running API as fast as `connections` keep-alive connections can send them, for a
 * bounded time, each beacon a new page view (as many visitors would). Sends the site's origin
 * (BENCH_ORIGIN, default the local shell's). Each beacon carries a ticket signed with
 * BENCH_TICKET_SECRET (the API's FORM_TOKEN_SECRET); without it the API refuses them all (403): the
 * run then measures the refusal of forged beacons. Prints one JSON line: beacons sent, per second,
 * and the answers by status. Exits 1 on connection errors or timeouts.
 */
import { healthBeaconPath } from '@codecrush/contracts';
import autocannon from 'autocannon';
import { BeaconTickets } from '../src/telemetry/beaconTickets';
import { shellOrigin } from '../test/helpers/ports';
import { ticketed, validBeacon } from '../test/helpers/beacons';

const [url, secondsArg = '10', connectionsArg = '32'] = process.argv.slice(2);
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);
if (url === undefined || !/^https?:\/\//.test(url) || !(seconds > 0 && seconds <= 600) || !(connections >= 1)) {
  console.error('usage: tsx bench/beaconFlood.ts <api url> [seconds (1–600)] [connections]');
  process.exit(2);
}

const secret = process.env.BENCH_TICKET_SECRET?.trim();
if (!secret) console.error('BENCH_TICKET_SECRET is not set: every beacon is forged, the API answers 403');
/** Every beacon a page view of its own, with its ticket (signed with the API's secret when given). */
const tickets = new BeaconTickets(secret || undefined, 3_600_000);
const result = await autocannon({
  url: `${url}${healthBeaconPath}`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        return {
          ...request,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            origin: process.env.BENCH_ORIGIN ?? shellOrigin(),
          },
          body: JSON.stringify(ticketed(validBeacon(), tickets.issue('bench'))),
        };
      },
    },
  ],
});
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [status, count]),
);
console.log(
  JSON.stringify({
    sent: result.requests.total,
    perSecond: Math.round(result.requests.total / seconds),
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
if (result.errors + result.timeouts > 0) process.exitCode = 1;
