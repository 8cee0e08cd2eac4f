import { healthBeaconPath, healthBeaconV1Path, healthViewsPath, parseHealthBeacon } from '@codecrush/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import type { BeaconTickets } from './beaconTickets';
import type { BeaconIntake } from './intake/beaconIntake';

/** A beacon arrives as text (sendBeacon's text/plain: no preflight) or JSON; anything else is no beacon. */
function beaconOf(body: unknown) {
  if (typeof body !== 'string') return parseHealthBeacon(body);
  try {
    return parseHealthBeacon(JSON.parse(body));
  } catch {
    return undefined;
  }
}

/**
 * `POST /health/v2/views`: a page view's ticket (its id and a signed token, `BeaconTickets`), asked
 * by the page once it is interactive. `POST /health/v2/beacons` (and the v1 path, where pages
 * loaded before tickets send): the view's beacon. Public (pages send them), allowed origins only
 * (the API's origin guard), one rate limit per address for both, small bodies, the beacon's schema
 * exactly. A beacon counts only with a valid token for its own view: otherwise 403, counted as
 * rejected, nothing stored. A counted beacon is answered 204 once it is in the intake's buffer
 * (written with its batch within HEALTH_FLUSH_MS), and 204 too when the buffer is full and it is
 * dropped (counted): nothing on this path waits for a database. 400 for anything that is no beacon.
 */
export function registerBeaconRoute(
  app: FastifyInstance,
  intake: BeaconIntake,
  tickets: BeaconTickets,
  options: { bodyLimit: number; rateLimiter: (request: FastifyRequest, reply: FastifyReply) => Promise<void> },
): void {
  app.post(healthViewsPath, { onRequest: options.rateLimiter }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(tickets.issue(request.ip)),
  );
  for (const path of [healthBeaconPath, healthBeaconV1Path]) {
    app.post(path, { bodyLimit: options.bodyLimit, onRequest: options.rateLimiter }, async (request, reply) => {
      const beacon = beaconOf(request.body);
      if (beacon === undefined) throw new HttpError(400, 'Not a release health beacon (format v1 or v2)');
      const ticket = tickets.check(beacon.v === 2 ? beacon.token : undefined, beacon.view);
      if (!ticket.ok) {
        intake.reject();
        throw new HttpError(403, `Beacon not counted: ${ticket.problem}`);
      }
      intake.accept(beacon, Date.now(), ticket.sender);
      return reply.code(204).send();
    });
  }
}
