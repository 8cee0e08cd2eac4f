import type { Statement } from 'better-sqlite3';
import type pg from 'pg';
import type { Db } from '../../store/sqlite/database';

type Param = string | number | null;

/** The few SQL calls release health needs, over its own connection (SQLite) or its own pool (PostgreSQL). */
export interface SqlRunner {
  readonly dialect: 'sqlite' | 'postgres';
  run(sql: string, params?: readonly Param[]): Promise<void>;
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** Runs `statements` (each sql + params) in one transaction. */
  batch(statements: ReadonlyArray<readonly [string, readonly Param[]]>): Promise<void>;
  /**
   * Runs `work` in one transaction, alone among every writer of the database: PostgreSQL under the
   * advisory lock `lock` (instances take turns); SQLite as an immediate transaction (the file's
   * write lock, which the CLI's process takes too), one `work` at a time on this connection.
   */
  exclusive(lock: number, work: (sql: SqlRunner) => Promise<void>): Promise<void>;
  /** Closes the connection or pool. */
  close(): Promise<void>;
}

/** Prepared statements kept per connection; a batch's multi-row statements vary in size, so the cache is bounded. */
const maxPrepared = 200;

/** `beforeClose`: what ends with the connection (the WAL checkpointer). */
export const sqliteRunner = (db: Db, beforeClose: () => Promise<void> = async () => undefined): SqlRunner => {
  const prepared = new Map<string, Statement<Param[]>>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      if (prepared.size >= maxPrepared) prepared.clear();
      found = db.prepare<Param[]>(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const runAll = db.transaction((statements: ReadonlyArray<readonly [string, readonly Param[]]>) => {
    for (const [sql, params] of statements) statement(sql).run(...params);
  });
  let turn: Promise<void> = Promise.resolve();
  const runner: SqlRunner = {
    dialect: 'sqlite',
    run: async (sql, params = []) => {
      statement(sql).run(...params);
    },
    all: async <T>(sql: string, params: readonly Param[] = []) => statement(sql).all(...params) as T[],
    batch: async (statements) => {
      runAll.immediate(statements);
    },
    exclusive: (_lock, work) => {
      const mine = turn.then(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          await work(runner);
          db.exec('COMMIT');
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      });
      turn = mine.catch(() => undefined);
      return mine;
    },
    close: async () => {
      await turn;
      await beforeClose();
      db.close();
    },
  };
  return runner;
};

/** `?` placeholders as PostgreSQL numbers them. */
const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
};

type Queryable = Pick<pg.PoolClient, 'query'>;

/** run/all over one connection or the pool. */
const queries = (db: Queryable) => ({
  run: async (sql: string, params: readonly Param[] = []) => {
    await db.query(numbered(sql), [...params]);
  },
  all: async <T>(sql: string, params: readonly Param[] = []) => {
    const result = await db.query(numbered(sql), [...params]);
    return result.rows as T[];
  },
});

/** A runner inside a transaction already open on `client`: a batch is just its statements in order. */
const inTransaction = (client: pg.PoolClient): SqlRunner => ({
  dialect: 'postgres',
  ...queries(client),
  batch: async (statements) => {
    for (const [sql, params] of statements) await client.query(numbered(sql), [...params]);
  },
  exclusive: async (_lock, work) => work(inTransaction(client)),
  close: async () => undefined,
});

/** Runs `work` in one transaction on one connection of `pool`. */
async function transaction(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await work(client);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export const postgresRunner = (pool: pg.Pool): SqlRunner => ({
  dialect: 'postgres',
  ...queries(pool),
  batch: (statements) =>
    transaction(pool, async (client) => {
      for (const [sql, params] of statements) await client.query(numbered(sql), [...params]);
    }),
  exclusive: (lock, work) =>
    transaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
      await work(inTransaction(client));
    }),
  close: () => pool.end(),
});
