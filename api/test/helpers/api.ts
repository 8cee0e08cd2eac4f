import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiConfigOverrides, SmtpConfig } from '../../src/config';
import type { LogDestination } from '../../src/http/logging';
import { startServer, type RunningServer } from '../../src/server';
import type { Db as Database } from '../../src/store/sqlite/database';
import { SqliteStore } from '../../src/store/sqlite/store';
import { testOpsToken } from './http';

export const tempDir = (prefix = 'api-test-'): Promise<string> => mkdtemp(join(tmpdir(), prefix));

export const smtpTo = (port: number, overrides: Partial<SmtpConfig> = {}): SmtpConfig => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: undefined,
  pass: undefined,
  from: 'CodeCrush website <no-reply@codecrush.test>',
  to: 'inbox@codecrush.test',
  timeoutMs: 3000,
  ...overrides,
});

/** The SQLite database of a server on the embedded store (to provoke faults in tests). */
export const sqliteDatabase = (api: RunningServer): Database => {
  if (!(api.store instanceof SqliteStore)) throw new Error(`the server runs on ${api.store.kind}, not SQLite`);
  return api.store.db;
};

export interface TestApi extends RunningServer {
  /** Closes the server and removes its data directory (unless it was given). */
  stop(): Promise<void>;
}

/**
 * The real server on 127.0.0.1 (free port) over a fresh data directory, silent, with no SMTP,
 * no effective rate limit and a fast relay backoff unless the overrides say otherwise; with `log`
 * (and a `logLevel`), its log lines go there.
 */
export const startTestApi = async (overrides: ApiConfigOverrides = {}, log?: LogDestination): Promise<TestApi> => {
  const ownDir = overrides.dataDir === undefined ? await tempDir() : undefined;
  const server = await startServer(
    {
      host: '127.0.0.1',
      port: 0,
      logLevel: 'silent',
      smtp: undefined,
      opsToken: testOpsToken,
      ...overrides,
      dataDir: overrides.dataDir ?? ownDir,
      rateLimit: { max: 1_000_000, windowMs: 60_000, ...overrides.rateLimit },
      relay: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 50, maxAttempts: 1000, concurrency: 4, ...overrides.relay },
    },
    log,
  );
  return {
    ...server,
    stop: async () => {
      await server.close();
      if (ownDir !== undefined) await rm(ownDir, { recursive: true, force: true });
    },
  };
};
