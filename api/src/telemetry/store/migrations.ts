import { devicesAndSplits, rebuildViewCounts, rollupTables } from './rollups';
import type { SqlRunner } from './sqlRunner';

/**
 * Release health's tables, versioned apart from the outbox's (its own version table), so the two
 * evolve without renumbering each other. Append new versions; never edit one that shipped.
 * Rows are clustered by app and time (SQLite: WITHOUT ROWID on that key), so a query over one
 * remote's week reads one contiguous range.
 */
const columns = (real: string, int: string) => `
     app              TEXT    NOT NULL,
     at               ${int}  NOT NULL,
     view             TEXT    NOT NULL,
     build            TEXT    NOT NULL,
     route            TEXT    NOT NULL,
     path             TEXT    NOT NULL,
     browser          TEXT    NOT NULL,
     browser_major    INTEGER NOT NULL,
     is_view          INTEGER NOT NULL,
     lcp ${real}, inp ${real}, cls ${real}, fcp ${real}, ttfb ${real},
     lcp_bucket INTEGER, inp_bucket INTEGER, cls_bucket INTEGER,
     load_failures    INTEGER NOT NULL,
     retries          INTEGER NOT NULL,
     fallbacks        INTEGER NOT NULL,
     island_failures  INTEGER NOT NULL,
     errors           INTEGER NOT NULL,
     hydration_errors INTEGER NOT NULL,
     PRIMARY KEY (app, at, view)`;

/** Who sent a view: its ticket's keyed hash of an address, never the address ('' before tickets). */
const addSender = `ALTER TABLE health_events ADD COLUMN sender TEXT NOT NULL DEFAULT ''`;

const healthMigrations: Record<SqlRunner['dialect'], readonly string[]> = {
  sqlite: [
    `CREATE TABLE health_events (${columns('REAL', 'INTEGER')}) WITHOUT ROWID;
     CREATE UNIQUE INDEX health_events_view ON health_events (view, app);
     CREATE INDEX health_events_at ON health_events (at);`,
    rollupTables('INTEGER'),
    rebuildViewCounts,
    addSender,
    devicesAndSplits('INTEGER'),
  ],
  postgres: [
    `CREATE TABLE health_events (${columns('DOUBLE PRECISION', 'BIGINT')});
     CREATE UNIQUE INDEX health_events_view ON health_events (view, app);
     CREATE INDEX health_events_at ON health_events (at);`,
    rollupTables('BIGINT'),
    rebuildViewCounts,
    addSender,
    devicesAndSplits('BIGINT'),
  ],
};

/** Any fixed number, the same in every instance (not the outbox's): serialises these migrations. */
const healthMigrationLock = 7_202_300_029;

/**
 * Applies the pending versions, each with its record. Instances starting at once on an empty
 * PostgreSQL database take turns under an advisory lock (a plain `CREATE TABLE IF NOT EXISTS`
 * races on PostgreSQL's catalog); the ones after the first find nothing left to do.
 */
export async function migrateHealth(db: SqlRunner): Promise<void> {
  await db.exclusive(healthMigrationLock, async (sql) => {
    await sql.run('CREATE TABLE IF NOT EXISTS health_schema_versions (version INTEGER PRIMARY KEY)');
    const applied = await sql.all<{ version: number | string }>('SELECT version FROM health_schema_versions');
    const done = Math.max(0, ...applied.map((row) => Number(row.version)));
    for (const [index, migration] of healthMigrations[sql.dialect].entries()) {
      if (index < done) continue;
      // Stryker disable next-line MethodExpression: no migration has a part of spaces only (each ends at its last statement or a ';'), and a statement runs the same with its indentation
      const parts = migration.split(';').map((part) => part.trim());
      const statements = parts.filter((part) => part !== '').map((part) => [part, []] as const);
      await sql.batch([...statements, ['INSERT INTO health_schema_versions (version) VALUES (?)', [index + 1]]]);
    }
  });
}
