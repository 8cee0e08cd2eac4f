import pg from 'pg';

/** How the API reaches PostgreSQL (env DATABASE_URL, DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS). */
export interface PostgresConfig {
  url: string;
  /** Connections per API instance. */
  poolSize: number;
  connectTimeoutMs: number;
}

/** Where the database is, for messages and logs: never the password. */
export const describeDatabase = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port === '' ? '5432' : parsed.port}${parsed.pathname}`;
};

/**
 * Checks a DATABASE_URL: a `postgres://` (or `postgresql://`) URL with a host and a database name.
 * The error names the variable and shows the URL without its password.
 */
export const checkDatabaseUrl = (url: string): string => {
  const refuse = (why: string): never => {
    throw new Error(
      `DATABASE_URL ${why}; expected postgres://user:password@host:5432/database, got "${url.replace(/:[^:@/]*@/, ':***@')}"`,
    );
  };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('is not a URL');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') refuse('must start with postgres://');
  if (parsed.hostname === '') refuse('has no host');
  if (parsed.pathname.length <= 1) refuse('names no database');
  return url;
};

/** 64-bit integers (COUNT, epoch milliseconds) come back as numbers: every value here fits in 2^53. */
const int8AsNumber: typeof pg.types.getTypeParser = (oid: number, format?: 'text' | 'binary') =>
  oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format);
const types: pg.CustomTypesConfig = { getTypeParser: int8AsNumber };

/**
 * A connection pool that has proven it can reach the database: a start-up with an unreachable
 * database or wrong credentials fails here, with an error that names DATABASE_URL.
 */
export const connectPool = async (config: PostgresConfig, onIdleError: (error: Error) => void): Promise<pg.Pool> => {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: config.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    types,
  });
  pool.on('error', onIdleError);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`DATABASE_URL: cannot reach PostgreSQL at ${describeDatabase(config.url)}: ${reason}`);
  }
  return pool;
};
