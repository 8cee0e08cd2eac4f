/**
 * `npm run bench:beacons -w api -- <api url> [seconds=10] [connections=32]`: offers release-health
 * beacons to a running API as fast as `connections` keep-alive connections can send them, for a
 * bounded time, each beacon a new page view (as many visitors would). Sends the site's origin
 * (BENCH_ORIGIN, default the local shell's). Prints one JSON line: beacons sent, per second, and
 * the answers by status. Exits 1 on connection errors or timeouts.
 */
import { healthBeaconPath } from '@codecrush/contracts';
import autocannon from 'autocannon';
import { shellOrigin } from '../test/helpers/ports';
import { validBeacon } from '../test/helpers/beacons';

const [url, secondsArg = '10', connectionsArg = '32'] = process.argv.slice(2);
const seconds = Number(secondsArg);
const connections = Number(connectionsArg);
if (url === undefined || !/^https?:\/\//.test(url) || !(seconds > 0 && seconds <= 600) || !(connections >= 1)) {
  console.error('usage: tsx bench/beaconFlood.ts <api url> [seconds (1–600)] [connections]');
  process.exit(2);
}

/** A run-unique prefix, then a counter: every beacon a page view of its own ([a-z0-9]{24}). */
const prefix = `f${Date.now().toString(36)}${process.pid.toString(36)}`.slice(0, 12);
let sent = 0;
const result = await autocannon({
  url: `${url}${healthBeaconPath}`,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        const view = `${prefix}${String((sent += 1)).padStart(24 - prefix.length, '0')}`;
        return {
          ...request,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            origin: process.env.BENCH_ORIGIN ?? shellOrigin(),
          },
          body: JSON.stringify(validBeacon({ view })),
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
