import pg from 'pg';

/** Connections of release health per instance: one for the batch writer, one for the team view and the purge. */
const healthPoolSize = 2;

/**
 * Release health's own connections to the outbox's database: the same DATABASE_URL, timeouts and
 * types as the outbox's pool, `healthPoolSize` connections of their own (named in
 * `pg_stat_activity`), so a flood of beacons never takes a connection a form or the relay needs.
 * Idle connections do not keep a process alive (the CLI and the guard end without closing it).
 */
export const openHealthPool = async (outboxPool: pg.Pool, onIdleError: (error: Error) => void): Promise<pg.Pool> => {
  const { options } = outboxPool;
  const pool = new pg.Pool({
    ...options,
    // Not enumerable in the pool's copy of its options: set again.
    password: options.password,
    max: healthPoolSize,
    application_name: 'codecrush-release-health',
    allowExitOnIdle: true,
  });
  pool.on('error', onIdleError);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
};
