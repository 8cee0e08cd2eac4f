import { apiPaths } from '@codecrush/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchesSecret } from '../http/secrets';
import type { MessageStore, OutboxCounts, StoreKind } from '../store/store';

/** Liveness: is this instance up and does it reach its database (not a release's field health). */
interface LivenessReport {
  status: 'ok' | 'error';
  /** Which database holds the outbox, and whether this instance reached it just now. */
  store: { kind: StoreKind; reachable: boolean };
  /** `lostClaims`: outcomes this instance could not record because another sender had taken the claim over. */
  relay: { configured: boolean; lostClaims: number };
}

/** The operator's view (ops token): a real write, and the outbox counts. */
interface DetailedLivenessReport extends Omit<LivenessReport, 'relay'> {
  database: 'writable' | 'not writable';
  relay: LivenessReport['relay'] & Partial<OutboxCounts>;
}

export interface LivenessSources {
  store: MessageStore;
  relayConfigured: boolean;
  lostClaims: () => number;
  /** Bearer token that unlocks the detailed report; undefined = anonymous report only. */
  opsToken: string | undefined;
}

/** The anonymous check answers within this, whatever the database does (a stalled one is unreachable). */
const anonymousBudgetMs = 500;
/** The detailed check's budget: it writes and counts. */
const detailedBudgetMs = 5000;

/** Rejects when `work` has not settled within `ms`. */
const within = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

const hasOpsToken = (request: FastifyRequest, token: string | undefined): boolean =>
  token !== undefined &&
  // Stryker disable next-line StringLiteral: a missing header fails the comparison with "Bearer <token>" whatever text stands in for it
  matchesSecret(request.headers.authorization ?? '', `Bearer ${token}`);

/**
 * `GET /healthz`. Anonymous: one cheap read (`SELECT 1`), no write, answered within 0.5 s (503 when
 * the database does not answer). With `Authorization: Bearer <OPS_TOKEN>`: a real write and the
 * outbox counts per state.
 */
export const registerLivenessRoute = (app: FastifyInstance, sources: LivenessSources): void => {
  const { store } = sources;
  app.get(apiPaths.health, async (request, reply): Promise<LivenessReport | DetailedLivenessReport> => {
    const relay = { configured: sources.relayConfigured, lostClaims: sources.lostClaims() };
    const detailed = hasOpsToken(request, sources.opsToken);
    try {
      if (!detailed) {
        await within(store.ping(), anonymousBudgetMs);
        return { status: 'ok', store: { kind: store.kind, reachable: true }, relay };
      }
      const counts = await within(
        store.heartbeat().then(() => store.counts()),
        detailedBudgetMs,
      );
      return {
        status: 'ok',
        database: 'writable',
        store: { kind: store.kind, reachable: true },
        relay: { ...relay, ...counts },
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database not reachable');
      reply.code(503);
      const failed = { status: 'error' as const, store: { kind: store.kind, reachable: false }, relay };
      return detailed ? { ...failed, database: 'not writable' } : failed;
    }
  });
};
