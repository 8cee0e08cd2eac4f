import pg from 'pg';

/** How the API reaches PostgreSQL (env DATABASE_URL, DATABASE_POOL_SIZE, DATABASE_CONNECT_TIMEOUT_MS). */
export interface PostgresConfig {
  url: string;
  /** Connections per API instance. */
  poolSize: number;
  /** Longest wait for a connection: a new one, or a free one from the pool. */
  connectTimeoutMs: number;
  /** Longest statement: the server cancels it and the client stops waiting after this. */
  queryTimeoutMs: number;
}

/** A database name as the API accepts it: one path segment of plain characters. */
const databaseName = /^\/[A-Za-z0-9_.$-]+$/;

/**
 * Where the database is, for messages and logs: host, port and database name, nothing else of the
 * URL (never user, password or query parameters).
 */
export const describeDatabase = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port === '' ? '5432' : parsed.port}${parsed.pathname}`;
};

/**
 * Checks a DATABASE_URL: a `postgres://` (or `postgresql://`) URL with a host and one database
 * name. The error names the variable and what is wrong, never any part of the URL: a password with
 * an unencoded `@`, `:`, `/` or `?` shifts the parts, so even the host could be a piece of it.
 */
export const checkDatabaseUrl = (url: string): string => {
  const refuse = (why: string): never => {
    throw new Error(
      `DATABASE_URL ${why}; expected postgres://user:password@host:5432/database (percent-encode @ : / ? # in the password)`,
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
  if (!databaseName.test(parsed.pathname)) refuse('has a database name that is not one plain word');
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
    // Every wait is bounded: acquiring a connection, each statement (server and client side), a
    // transaction left open; keepalive notices a connection that died without a word.
    connectionTimeoutMillis: config.connectTimeoutMs,
    statement_timeout: config.queryTimeoutMs,
    query_timeout: config.queryTimeoutMs,
    idle_in_transaction_session_timeout: config.queryTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    idleTimeoutMillis: 30_000,
    types,
  });
  pool.on('error', onIdleError);
  try {
    // Stryker disable next-line StringLiteral: every statement, an empty one too, needs a connection that logs in
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new Error(`DATABASE_URL: cannot reach PostgreSQL at ${describeDatabase(config.url)}: ${reason}`);
  }
  return pool;
};
