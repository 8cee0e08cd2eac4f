import { apiPaths } from '@codecrush/contracts';
import type { FastifyInstance } from 'fastify';
import type { Outbox, OutboxCounts } from '../store/outbox';

export interface HealthReport {
  status: 'ok' | 'error';
  database: 'writable' | 'not writable';
  relay: { configured: boolean } & Partial<OutboxCounts>;
}

/** `GET /healthz`: a real write to the database, and the relay's state. 503 when the write fails. */
export const registerHealthRoute = (app: FastifyInstance, outbox: Outbox, relayConfigured: boolean): void => {
  app.get(apiPaths.health, async (request, reply): Promise<HealthReport> => {
    try {
      outbox.heartbeat();
      const { queued, sending, failed, sent } = outbox.counts();
      return {
        status: 'ok',
        database: 'writable',
        relay: { configured: relayConfigured, queued, sending, failed, sent },
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database not writable');
      reply.code(503);
      return { status: 'error', database: 'not writable', relay: { configured: relayConfigured } };
    }
  });
};
