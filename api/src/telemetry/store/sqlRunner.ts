import type { Statement } from 'better-sqlite3';
import type pg from 'pg';
import type { Db } from '../../store/sqlite/database';

type Param = string | number | null;

/** The few SQL calls release health needs, over whichever database the API's store opened. */
export interface SqlRunner {
  readonly dialect: 'sqlite' | 'postgres';
  run(sql: string, params?: readonly Param[]): Promise<void>;
  all<T>(sql: string, params?: readonly Param[]): Promise<T[]>;
  /** Runs `statements` (each sql + params) in one transaction. */
  batch(statements: ReadonlyArray<readonly [string, readonly Param[]]>): Promise<void>;
}

export const sqliteRunner = (db: Db): SqlRunner => {
  const prepared = new Map<string, Statement<Param[]>>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare<Param[]>(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  const runAll = db.transaction((statements: ReadonlyArray<readonly [string, readonly Param[]]>) => {
    for (const [sql, params] of statements) statement(sql).run(...params);
  });
  return {
    dialect: 'sqlite',
    run: async (sql, params = []) => {
      statement(sql).run(...params);
    },
    all: async <T>(sql: string, params: readonly Param[] = []) => statement(sql).all(...params) as T[],
    batch: async (statements) => {
      runAll(statements);
    },
  };
};

/** `?` placeholders as PostgreSQL numbers them. */
const numbered = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
};

export const postgresRunner = (pool: pg.Pool): SqlRunner => ({
  dialect: 'postgres',
  run: async (sql, params = []) => {
    await pool.query(numbered(sql), [...params]);
  },
  all: async <T>(sql: string, params: readonly Param[] = []) => {
    const result = await pool.query(numbered(sql), [...params]);
    return result.rows as T[];
  },
  batch: async (statements) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const [sql, params] of statements) await client.query(numbered(sql), [...params]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  },
});
