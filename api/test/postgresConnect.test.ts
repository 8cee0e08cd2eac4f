import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import pg from 'pg';
import { checkDatabaseUrl, connectPool, describeDatabase } from '../src/store/postgres/connect';
import { migrate, migrations } from '../src/store/postgres/migrations';
import { PostgresStore } from '../src/store/postgres/store';
import { freePort } from './helpers/ports';
import { postgresForFile, postgresSkipped, queryDatabase } from './helpers/postgres';
import { waitFor } from './helpers/wait';

const expected = 'expected postgres://user:password@host:5432/database (percent-encode @ : / ? # in the password)';

describe('DATABASE_URL as the API reads it (no server needed)', () => {
  test('a postgres:// or postgresql:// URL with a host and one plain database name is taken as it is', () => {
    for (const url of [
      'postgres://site:secret@db.example:6543/codecrush',
      'postgresql://db.example/codecrush_2026.v1$-a',
      'postgres://127.0.0.1/x',
    ]) {
      assert.equal(checkDatabaseUrl(url), url);
    }
  });

  test('anything else is refused, saying what is wrong and what to write, never repeating the URL', () => {
    const refused: [string, string][] = [
      ['not a url', 'is not a URL'],
      ['mysql://user:pw@db.example/site', 'must start with postgres://'],
      ['http://db.example/site', 'must start with postgres://'],
      ['postgres:///site', 'has no host'],
      ['postgres://db.example', 'names no database'],
      ['postgres://db.example/', 'names no database'],
      ['postgres://db.example/site/extra', 'has a database name that is not one plain word'],
      ['postgres://db.example/my%20site', 'has a database name that is not one plain word'],
      ['postgres://db.example/site/', 'has a database name that is not one plain word'],
    ];
    for (const [url, why] of refused) {
      assert.throws(() => checkDatabaseUrl(url), { message: `DATABASE_URL ${why}; ${expected}` }, url);
    }
  });

  test('where a database is, for messages: host, port (5432 when none) and name; never the user, password or query', () => {
    assert.equal(
      describeDatabase('postgres://site:s3cret@db.example:6543/codecrush?sslmode=require'),
      'db.example:6543/codecrush',
    );
    assert.equal(describeDatabase('postgresql://site:s3cret@db.example/codecrush'), 'db.example:5432/codecrush');
  });

  test('an unreachable server: the start fails naming DATABASE_URL, where it pointed and why, not the password', async () => {
    const port = await freePort();
    const config = {
      url: `postgres://site:s3cret@127.0.0.1:${port}/codecrush`,
      poolSize: 1,
      connectTimeoutMs: 2000,
      queryTimeoutMs: 2000,
    };
    await assert.rejects(
      connectPool(config, () => undefined),
      (error: Error) => {
        assert.match(
          error.message,
          new RegExp(`^DATABASE_URL: cannot reach PostgreSQL at 127\\.0\\.0\\.1:${port}/codecrush: .*ECONNREFUSED`),
        );
        assert.doesNotMatch(error.message, /s3cret/);
        return true;
      },
    );
  });
});

describe('PostgreSQL connections and migrations', { skip: postgresSkipped }, () => {
  const postgres = postgresForFile();

  test('the pool bounds every wait with the configured times, keeps connections alive, and reports an idle connection that dies', async () => {
    const url = await postgres().createDatabase();
    const idleErrors: Error[] = [];
    const pool = await connectPool({ url, poolSize: 2, connectTimeoutMs: 3000, queryTimeoutMs: 4000 }, (error) =>
      idleErrors.push(error),
    );
    try {
      const settings = await pool.query<{ statement: string; idle: string }>(
        "SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle",
      );
      assert.deepEqual(settings.rows, [{ statement: '4s', idle: '4s' }]);
      assert.equal(pool.options.max, 2);
      assert.equal(pool.options.keepAlive, true);
      assert.equal(pool.options.connectionTimeoutMillis, 3000);
      const count = await pool.query<{ n: number }>('SELECT COUNT(*) AS n FROM pg_class');
      assert.equal(typeof count.rows[0]?.n, 'number', 'a 64-bit count comes back as a number');
      const [backend] = (await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      await queryDatabase(url, `SELECT pg_terminate_backend(${Number(backend?.pid)})`);
      await waitFor(() => idleErrors.length > 0, 'the idle connection reported', 5000);
      assert.match(String(idleErrors[0]?.message), /terminat/);
    } finally {
      await pool.end();
    }
  });

  test('a migration that fails leaves no version recorded and the connection usable: fixed, it applies every version', async () => {
    const url = await postgres().createDatabase();
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      // A table of that name already there: the first migration fails inside its transaction.
      await pool.query('CREATE TABLE messages (unrelated INTEGER)');
      await assert.rejects(migrate(pool), /relation "messages" already exists/);
      const recorded = await pool.query<{ table: string | null }>(
        "SELECT to_regclass('schema_migrations')::text AS table",
      );
      assert.deepEqual(recorded.rows, [{ table: null }], 'rolled back: not even the versions table is left');
      await pool.query('DROP TABLE messages');
      assert.equal(await migrate(pool), migrations.length);
      assert.equal(await migrate(pool), 0, 'nothing left to do the second time');
    } finally {
      await pool.end();
    }
  });

  test('a store whose migrations fail does not open: the error is the migration’s, no connection is left behind', async () => {
    const url = await postgres().createDatabase();
    await queryDatabase(url, 'CREATE TABLE messages (unrelated INTEGER)');
    const config = { url, poolSize: 2, connectTimeoutMs: 3000, queryTimeoutMs: 4000 };
    await assert.rejects(
      PostgresStore.open(config, 'codecrush.test', 60_000, () => undefined),
      /relation "messages" already exists/,
    );
    const name = new URL(url).pathname.slice(1);
    const left = await queryDatabase<{ n: number }>(
      url,
      `SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
    );
    assert.deepEqual(left, [{ n: 0 }]);
  });
});
