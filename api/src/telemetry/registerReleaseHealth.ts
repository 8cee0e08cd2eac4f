import type { FastifyInstance } from 'fastify';
import type { MessageStore } from '../store/store';
import { registerBeaconRoute } from './beaconRoute';
import type { HealthConfig } from './healthConfig';
import { openHealthStore } from './store/openHealthStore';
import type { HealthStore } from './store/HealthStore';
import { registerTeamView } from './view/registerTeamView';

const dayMs = 24 * 60 * 60 * 1000;
/** How often rows past their retention are deleted. */
const purgeEveryMs = 60 * 60 * 1000;

/**
 * Release health on the API: the public beacon route, the team view (with OPS_TOKEN) and the
 * retention of its rows. Registered in
 * its own plugin scope, so its limits never touch the form routes.
 */
export async function registerReleaseHealth(
  app: FastifyInstance,
  store: MessageStore,
  config: HealthConfig,
): Promise<HealthStore> {
  const health = await openHealthStore(store);
  await app.register(async (scope) => {
    registerBeaconRoute(scope, health, {
      bodyLimit: config.bodyLimitBytes,
      rateLimiter: scope.rateLimit({ max: config.rateLimitMax, timeWindow: 60_000 }),
    });
  });
  await registerTeamView(app, health, config);
  const purge = () =>
    health
      .purge(Date.now() - config.retentionDays * dayMs)
      .catch((error: unknown) => app.log.warn({ err: error }, 'release health: purge failed'));
  void purge();
  const timer = setInterval(purge, purgeEveryMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return health;
}
