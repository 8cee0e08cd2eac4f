import type { FastifyInstance } from 'fastify';
import type { MessageStore } from '../store/store';
import { beaconRateLimiter } from './beaconLimiter';
import { registerBeaconRoute } from './beaconRoute';
import { BeaconTickets } from './beaconTickets';
import type { HealthConfig } from './healthConfig';
import { openHealthStore } from './store/openHealthStore';
import type { HealthStore } from './store/HealthStore';
import { registerTeamView } from './view/registerTeamView';

const dayMs = 24 * 60 * 60 * 1000;
/** How often rows past their retention are deleted. */
const purgeEveryMs = 60 * 60 * 1000;

/**
 * Release health on the API: the public beacon route, the team view (with OPS_TOKEN) and the
 * retention of its rows, all on release health's own connections (`openHealthStore`) and its own
 * in-memory rate limit: nothing here uses the outbox's connections or its rate-limit store.
 * Registered in its own plugin scope, so its limits never touch the form routes. Closing the app
 * writes the buffered beacons, then closes those connections.
 */
export async function registerReleaseHealth(
  app: FastifyInstance,
  store: MessageStore,
  config: HealthConfig,
  /** OPS_TOKEN: the team view exists only with it. */
  opsToken: string | undefined,
  /** FORM_TOKEN_SECRET, whose derived key signs the views' tickets (several instances share it); undefined: a key of this process. */
  sharedSecret: string | undefined,
): Promise<HealthStore> {
  const health = await openHealthStore(store, { intake: config.intake, log: app.log });
  try {
    await app.register(async (scope) => {
      registerBeaconRoute(scope, health.intake, new BeaconTickets(sharedSecret, config.ticketMaxAgeMs), {
        bodyLimit: config.bodyLimitBytes,
        rateLimiter: beaconRateLimiter({ max: config.rateLimitMax, windowMs: 60_000 }),
      });
    });
    await registerTeamView(app, health, { opsToken, releasesDir: config.releasesDir });
  } catch (error) {
    await health.close();
    throw error;
  }
  const purge = () =>
    health
      .purge(Date.now() - config.retentionDays * dayMs)
      .catch((error: unknown) => app.log.warn({ err: error }, 'release health: purge failed'));
  let purging = purge();
  const timer = setInterval(() => {
    purging = purge();
  }, purgeEveryMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await purging;
    await health.close();
  });
  return health;
}
