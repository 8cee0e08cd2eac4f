import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { createSiteConfig } from '@codecrush/build-config/runtime';
import { uploadLimits } from '@codecrush/contracts';
import { apiTrustProxyBehindNginx, brotliModulePath, nginxConfig, startNginx } from '@codecrush/server/nginx';
import { spawnApi, stopApi } from '../../test/helpers/child';
import { freePort } from '../../test/helpers/ports';
import { startPostgres } from '../../test/helpers/postgres';
import { startSmtpServer, type TestSmtpServer } from '../../test/helpers/smtp';
import { watchApiLog, type ApiLog } from './apiLog';
import type { Cleanup } from './cleanup';

/** Everything the run talks to, all on 127.0.0.1. */
export interface FloodStack {
  /** nginx's address: the site (`http://127.0.0.1:<port>`). */
  site: string;
  /** The site's origin as a browser names it (the Origin its pages send). */
  origin: string;
  databaseUrl: string;
  smtp: TestSmtpServer;
  /** Per API instance: what it logged at warn level and above. */
  apiLogs: ApiLog[];
  /** The lines of nginx's error log (warn and above: an upstream refused, reset or too slow). */
  nginxErrors(): Promise<string[]>;
  /** The instances' FORM_TOKEN_SECRET: beacons' tickets signed with it count at either instance. */
  ticketSecret: string;
}

/** Two instances, as the issue asks: one PostgreSQL, one nginx in front. */
const instances = 2;

/**
 * The contact form's limit for the run: 1.5 × what the browser's one form a second needs in a
 * window (60). The forms fit on their own; counted together with the browser's page-view beacons
 * (one a second), they do not.
 */
export const formRateLimitMax = 90;

/**
 * The production layout on this machine: a PostgreSQL server (default settings, fsync on), an SMTP
 * server that records every message, two API processes (`src/main.ts`) on it with the environment
 * the nginx layout gives them (trusted proxy, a shared form-token key, the site's origins), and
 * nginx in front with the project's generated configuration, both instances as its `/api/`
 * upstream. Each part is registered with `cleanup` as soon as it runs.
 */
export const startStack = async (cleanup: Cleanup): Promise<FloodStack> => {
  const postgres = await startPostgres({ durable: true });
  cleanup.add('PostgreSQL', () => postgres.stop());
  const databaseUrl = await postgres.createDatabase();
  const smtp = await startSmtpServer();
  cleanup.add('SMTP server', () => smtp.close());

  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const workDir = await mkdtemp(join(tmpdir(), 'api-flood-'));
  cleanup.add('work directory', () => rm(workDir, { recursive: true, force: true }));
  const ticketSecret = randomBytes(32).toString('base64url');
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_TO: 'inbox@codecrush.test',
    API_TRUST_PROXY: apiTrustProxyBehindNginx,
    FORM_TOKEN_SECRET: ticketSecret,
    API_CORS_ORIGINS: [origin, `http://127.0.0.1:${port}`].join(','),
    API_RATE_LIMIT_MAX: String(formRateLimitMax),
    API_LOG_LEVEL: 'warn',
  };
  const apiLogs: ApiLog[] = [];
  const upstreams: string[] = [];
  for (let index = 0; index < instances; index += 1) {
    const dataDir = join(workDir, `api-${index + 1}`);
    await mkdir(dataDir);
    const api = await spawnApi({ ...env, API_PORT: String(await freePort()), API_DATA_DIR: dataDir });
    cleanup.add(`API instance ${index + 1}`, () => stopApi(api));
    if (api.process.stdout === null) throw new Error('the API instance has no output to watch');
    apiLogs.push(watchApiLog(api.process.stdout));
    upstreams.push(api.url);
  }

  // The site's files play no part: an empty shell directory and no remotes; only /api/ is used.
  const runDir = join(workDir, 'nginx');
  const shellDir = join(runDir, 'shell');
  await mkdir(shellDir, { recursive: true });
  const listen = { host: '127.0.0.1', port };
  const config = nginxConfig({
    config: createSiteConfig({ SITE_LAYOUT: 'one-origin', DEV_OVERRIDES: 'off' }),
    shellDir,
    remotes: [],
    apiUpstreams: upstreams,
    listen,
    runDir,
    brotliModule: brotliModulePath(),
    maxBodyBytes: uploadLimits.maxFileBytes + 1024 * 1024,
    // Started as root, the workers run as root too (as `npm run nginx` does), not as `nobody`.
    user: process.getuid?.() === 0 ? userInfo().username : undefined,
  });
  const nginx = await startNginx({ config, runDir, listen });
  cleanup.add('nginx', () => nginx.stop());
  const nginxErrors = async () =>
    (await readFile(join(runDir, 'error.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return { site: `http://127.0.0.1:${port}`, origin, databaseUrl, smtp, apiLogs, nginxErrors, ticketSecret };
};
