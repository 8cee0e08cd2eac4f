import { apiPaths } from '@codecrush/contracts';
import type { FastifyInstance } from 'fastify';
import type { MessageStore, OutboxCounts, StoreKind } from '../store/store';

interface HealthReport {
  status: 'ok' | 'error';
  database: 'writable' | 'not writable';
  /** Which database holds the outbox, and whether this instance reached it just now. */
  store: { kind: StoreKind; reachable: boolean };
  relay: { configured: boolean } & Partial<OutboxCounts>;
}

/** `GET /healthz`: a real write to the database, and the relay's state. 503 when the write fails. */
export const registerHealthRoute = (app: FastifyInstance, store: MessageStore, relayConfigured: boolean): void => {
  app.get(apiPaths.health, async (request, reply): Promise<HealthReport> => {
    try {
      await store.heartbeat();
      const { queued, sending, failed, sent } = await store.counts();
      return {
        status: 'ok',
        database: 'writable',
        store: { kind: store.kind, reachable: true },
        relay: { configured: relayConfigured, queued, sending, failed, sent },
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database not writable');
      reply.code(503);
      return {
        status: 'error',
        database: 'not writable',
        store: { kind: store.kind, reachable: false },
        relay: { configured: relayConfigured },
      };
    }
  });
};
