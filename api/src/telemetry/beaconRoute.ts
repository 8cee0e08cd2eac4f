import { healthBeaconPath, healthBeaconV1Path, parseHealthBeacon } from '@codecrush/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
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
 * `POST /health/v2/beacons` (the shell's) and `POST /health/v1/beacons` (pages loaded before v2,
 * until they are left): either path takes either format, whose `v` says what its counts mean.
 * Public (pages send it), allowed origins only (the API's origin guard), rate limited (one limit
 * for both paths), small bodies, the beacon's schema exactly. Answers 204 once the beacon is in the
 * intake's buffer (written with its batch within HEALTH_FLUSH_MS), and 204 too when the buffer is
 * full and it is dropped (counted): nothing on this path waits for a database. 400 for anything
 * else, and nothing of it is stored.
 */
export function registerBeaconRoute(
  app: FastifyInstance,
  intake: BeaconIntake,
  options: { bodyLimit: number; rateLimiter: (request: FastifyRequest, reply: FastifyReply) => Promise<void> },
): void {
  for (const path of [healthBeaconPath, healthBeaconV1Path]) {
    app.post(path, { bodyLimit: options.bodyLimit, onRequest: options.rateLimiter }, async (request, reply) => {
      const beacon = beaconOf(request.body);
      if (beacon === undefined) throw new HttpError(400, 'Not a release health beacon (format v1 or v2)');
      intake.accept(beacon);
      return reply.code(204).send();
    });
  }
}
