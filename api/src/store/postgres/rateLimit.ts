import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

/** One atomic statement per request: a new window starts at 1, a running one counts on. */
const countHit = `INSERT INTO rate_limits AS r (key, hits, window_ends_at) VALUES ($1, 1, $2::bigint + $3::bigint)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_ends_at <= $2 THEN 1 ELSE r.hits + 1 END,
    window_ends_at = CASE WHEN r.window_ends_at <= $2 THEN $2::bigint + $3::bigint ELSE r.window_ends_at END
  RETURNING hits, window_ends_at`;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The key space of the limiters created without a `groupId`. */
const unnamedKeySpace = 'unnamed';

/**
 * The key space of one limiter: the `groupId` it was created with (`app.rateLimit({ groupId:
 * 'forms', … })`; the plugin hands a limiter's merged options to `child`).
 */
const keySpaceOf = (limiterOptions: object): string => {
  const groupId: unknown = Reflect.get(limiterOptions, 'groupId');
  return typeof groupId === 'string' && groupId !== '' ? groupId : unnamedKeySpace;
};

/**
 * A `@fastify/rate-limit` store in PostgreSQL: every instance counts a client's requests in the
 * same row, so the limit holds for the whole deployment, not per instance (fixed windows).
 * Each limiter (`app.rateLimit(…)` calls `child` once for it) counts under its own key space,
 * `<groupId>:<client>`, so one limiter's traffic never uses up another's.
 * Expired windows are deleted by the store's housekeeping.
 */
export const postgresRateLimitStore = (pool: pg.Pool): FastifyRateLimitStoreCtor => {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** The plugin constructs the parent with its options (unused); only `child` passes a key space. */
    constructor(
      _options: unknown,
      private readonly keySpace = unnamedKeySpace,
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = Date.now();
      pool.query<{ hits: number; window_ends_at: number }>(countHit, [`${this.keySpace}:${key}`, now, timeWindow]).then(
        ({ rows }) => {
          const row = rows[0];
          // Stryker disable next-line ConditionalExpression,StringLiteral: INSERT … ON CONFLICT DO UPDATE … RETURNING always returns its row (the check is for the type)
          if (row === undefined) callback(new Error('rate limit: no row counted'));
          else callback(null, { current: row.hits, ttl: Math.max(0, row.window_ends_at - now) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(limiterOptions: object): FastifyRateLimitStore {
      return new PostgresRateLimitStore(undefined, keySpaceOf(limiterOptions));
    }
  }
  return PostgresRateLimitStore;
};
