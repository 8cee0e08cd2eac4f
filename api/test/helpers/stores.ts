import { rm } from 'node:fs/promises';
import { afterEach, beforeEach } from 'node:test';
import { PostgresStore } from '../../src/store/postgres/store';
import { SqliteStore } from '../../src/store/sqlite/store';
import type { MessageStore, NewMessage } from '../../src/store/store';
import { tempDir } from './api';
import type { TestPostgres } from './postgres';

export const messageIdDomain = 'codecrush.test';
export const attachmentRetentionMs = 60 * 60 * 1000;

const escaped = (text: string): string => text.replaceAll(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The start-up error of a second API process on the SQLite data directory `dir`: what holds it, what to do. */
export const dataDirInUse = (dir: string): RegExp =>
  new RegExp(
    escaped(
      `API_DATA_DIR ${dir} is in use by another API process: one process per SQLite data directory ` +
        '(stop the other one, or give this one its own API_DATA_DIR; for several instances set DATABASE_URL)',
    ),
  );

/** A contact message as the intake stores it, told apart by `marker` (its message text). */
export const contact = (marker: string): NewMessage => ({
  kind: 'contact',
  subject: 'Query Message',
  fields: { fullName: 'Ayesha Khan', email: 'ayesha@example.com', message: marker },
  replyTo: 'ayesha@example.com',
  attachment: undefined,
});

export interface OpenedStore {
  store: MessageStore;
  /** The PostgreSQL database's URL (a PostgreSQL store only). */
  url?: string;
  /** Closes the store and removes what it created. */
  dispose(): Promise<void>;
}

/**
 * A fresh store for each test of the enclosing suite, disposed of after it: `fresh.store` is the
 * current test's.
 */
export function storePerTest(open: () => Promise<OpenedStore>): { readonly store: MessageStore } {
  let opened: OpenedStore | undefined;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  return {
    get store() {
      if (!opened) throw new Error('no store is open outside a test');
      return opened.store;
    },
  };
}

/** A fresh SQLite store in a temporary data directory. */
export const openSqliteStore = async (): Promise<OpenedStore> => {
  const dir = await tempDir('api-store-');
  const store = SqliteStore.open(dir, messageIdDomain);
  return {
    store,
    dispose: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
};

/** A fresh PostgreSQL store in a new database of `server`. */
export const openPostgresStore = async (server: TestPostgres, poolSize = 4): Promise<OpenedStore> => {
  const url = await server.createDatabase({ migrated: true });
  const store = await PostgresStore.open(
    { url, poolSize, connectTimeoutMs: 5000, queryTimeoutMs: 10_000 },
    messageIdDomain,
    attachmentRetentionMs,
    // An idle connection dropped by the server stopping at the end of a file: nothing to report.
    () => undefined,
  );
  return { store, url, dispose: () => store.close() };
};
