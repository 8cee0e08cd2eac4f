#!/usr/bin/env node
/**
 * `npm run load`: a bounded load test on loopback. Starts its own API (throw-away data dir, rate
 * limit lifted for the run, no SMTP: messages stay in the outbox to be counted) and its own shell
 * static server (the production build, the production server), 20 ports above the composition's so
 * a running `npm start` is left alone; runs
 *   (a) LOAD_API_CONNECTIONS (50) concurrent contact submissions for LOAD_SECONDS (30) s, each with
 *       its own Idempotency-Key, then compares the outbox with the 200 answers (none may be lost);
 *   (b) LOAD_STATIC_CONNECTIONS (200) concurrent page/asset requests for LOAD_SECONDS s;
 * prints requests/s, p50/p99 latency, errors and 5xx, stops everything, and exits 1 on any 5xx,
 * error or lost message. A watchdog ends the run if it overruns. `--nginx`: both runs through nginx
 * on one origin (the generated configuration; the API behind it under /api/) instead of Node.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createSiteConfig, plannedPort } from '@codecrush/build-config/runtime';
import { serveApp } from '@codecrush/server';
import { distOf, repoRoot } from './lib/workspace.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const apiConnections = Number(process.env.LOAD_API_CONNECTIONS ?? 50);
const staticConnections = Number(process.env.LOAD_STATIC_CONNECTIONS ?? 200);
const host = '127.0.0.1';
const loadApiPort = plannedPort('loadApi');
const loadShellPort = plannedPort('loadShell');

// Child mode: the shell's production server alone, in its own process.
const serveShellFlag = '--serve-shell';
if (process.argv[2] === serveShellFlag) {
  const server = await serveApp({
    distDir: distOf('shell'),
    port: loadShellPort,
    host,
    isHost: true,
    config: createSiteConfig(process.env),
  });
  console.log(`shell listening on http://${host}:${loadShellPort}`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  await new Promise(() => undefined);
}

const watchdog = setTimeout(
  () => {
    console.error('load test overran its time budget; stopping');
    process.exit(2);
  },
  (seconds * 2 + 120) * 1000,
);
watchdog.unref();

/** Runs a server in its own process (not competing with autocannon for this one's event loop). */
async function startChild(args, options, ready) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // However this process ends (error, watchdog), its servers end with it.
  process.once('exit', () => child.kill('SIGKILL'));
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`${args.join(' ')} exited before listening:\n${output}`)));
  });
  return {
    url,
    /** CPU seconds the server process has used so far (Linux /proc; undefined elsewhere). */
    cpuSeconds: () => cpuSecondsOf(child.pid),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** utime + stime of a process, in seconds (USER_HZ is 100 on Linux). */
function cpuSecondsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * What one request costs the server, whatever else the machine runs: CPU time used during the
 * run per answered request, and the rate one core would sustain at that cost.
 */
function cpuCost(server, before, result) {
  const after = server.cpuSeconds();
  if (before === undefined || after === undefined || result.requests.total === 0) return;
  const perRequest = ((after - before) * 1000) / result.requests.total;
  console.log(
    `  server CPU ${(after - before).toFixed(1)} s for ${result.requests.total} requests: ` +
      `${perRequest.toFixed(2)} ms per request ≈ ${Math.round(1000 / perRequest)} req/s per core`,
  );
}

const startApi = (dataDir) =>
  startChild(
    ['--import', 'tsx', 'src/main.ts'],
    {
      cwd: path.join(repoRoot, 'api'),
      env: {
        ...process.env,
        API_HOST: host,
        API_PORT: String(loadApiPort),
        API_DATA_DIR: dataDir,
        API_LOG_LEVEL: 'warn',
        API_RATE_LIMIT_MAX: '100000000',
        SMTP_HOST: '',
        MAIL_TO: '',
      },
    },
    /API listening on (http:\/\/\S+)/,
  );

const startShell = () =>
  startChild([fileURLToPath(import.meta.url), serveShellFlag], { env: process.env }, /shell listening on (\S+)/);

/**
 * `--nginx`: the same files through nginx on one origin (the generated configuration, hashed files
 * precompressed), the API behind it under /api/. Returns the site's URL and the API's through it.
 */
async function startNginxSite(apiUrl) {
  const { precompressSite, siteNginxConfig } = await import('./lib/nginxSite.mjs');
  const { startNginx } = await import('@codecrush/server/nginx');
  await precompressSite(shellDir);
  const runDir = await mkdtemp(path.join(tmpdir(), 'codecrush-load-nginx-'));
  const port = loadShellPort + 1;
  const config = createSiteConfig({ ...process.env, SITE_LAYOUT: 'one-origin' });
  const text = siteNginxConfig({ config, shellDir, port, runDir, apiUpstream: apiUrl });
  const nginx = await startNginx({ config: text, runDir, listen: { host, port } });
  return {
    url: `http://${host}:${port}`,
    cpuSeconds: () => cpuSecondsOfTree(nginx.pid),
    stop: async () => {
      await nginx.stop();
      await rm(runDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds of a process and its children (nginx's master and workers). */
function cpuSecondsOfTree(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return undefined;
  }
  const all = [pid, ...children.map(Number)].map(cpuSecondsOf);
  return all.includes(undefined) ? undefined : all.reduce((sum, value) => sum + value, 0);
}

/** The outbox as the API committed it: messages, and the idempotency key stored with each. */
function readOutbox(dataDir) {
  const Database = createRequire(path.join(repoRoot, 'api', 'package.json'))('better-sqlite3');
  const db = new Database(path.join(dataDir, 'outbox.sqlite'), { readonly: true });
  try {
    const messages = db.prepare('SELECT COUNT(*) AS n FROM messages').get().n;
    const keys = new Set(db.prepare('SELECT key FROM idempotency_keys').pluck().all());
    return { messages, keys };
  } finally {
    db.close();
  }
}

function summary(name, result) {
  const fiveXx = result['5xx'] ?? 0;
  console.log(`\n${name}`);
  console.log(
    `  ${result.connections} connections, ${result.duration.toFixed(1)} s: ${result.requests.total} requests, ` +
      `${result.requests.average.toFixed(0)} req/s average`,
  );
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(
    `  2xx ${result['2xx']}, non-2xx ${result.non2xx} (5xx ${fiveXx}), errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  return result.errors === 0 && result.timeouts === 0 && fiveXx === 0 && result.non2xx === 0;
}

const contact = {
  fullName: 'Load Test',
  email: 'load@example.com',
  phone: '03001234567',
  message: 'A message sent by npm run load; it never leaves the throw-away outbox.',
  subject: 'Query Message',
};

const viaNginx = process.argv.includes('--nginx');
const dataDir = await mkdtemp(path.join(tmpdir(), 'codecrush-load-'));
const shellDir = distOf('shell');
const api = await startApi(dataDir);
// With --nginx, both runs go through nginx: the API at /api/, the shell's files on the same origin.
const shell = viaNginx ? await startNginxSite(api.url) : await startShell();
const apiUrl = viaNginx ? `${shell.url}/api` : api.url;
let ok = true;
try {
  console.log(
    `API ${apiUrl}, shell ${shell.url}/ (${viaNginx ? 'nginx, one origin' : 'the Node server'}) — ${seconds} s per run, loopback only`,
  );
  // The figures depend on what else the machine runs: say how busy it was.
  const machine = () => `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  console.log(`machine before: ${machine()}`);

  /** Keys of the submissions answered 200 (one request at a time per connection: context holds its key). */
  const answered = [];
  const apiCpuBefore = api.cpuSeconds();
  const submissions = await autocannon({
    url: `${apiUrl}/jobs/emails/send`,
    connections: apiConnections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          context.key = randomUUID();
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': context.key },
            body: JSON.stringify(contact),
          };
        },
        onResponse: (status, _body, context) => {
          if (status === 200) answered.push(context.key);
        },
      },
    ],
  });
  ok = summary('(a) POST /jobs/emails/send (JSON contact, a new Idempotency-Key each)', submissions) && ok;
  cpuCost(api, apiCpuBefore, submissions);
  const outbox = readOutbox(dataDir);
  const lost = answered.filter((key) => !outbox.keys.has(key)).length;
  const unanswered = outbox.messages - answered.length + lost;
  console.log(
    `  outbox ${outbox.messages} messages (${outbox.keys.size} keys) for ${answered.length} answers 200: ` +
      `lost ${lost} (every answered key is in the outbox)` +
      (unanswered > 0 ? `; ${unanswered} stored whose answer the clock cut off` : ''),
  );
  // At most one request per connection is cut off by the clock (plus any the client timed out).
  ok = ok && lost === 0 && outbox.keys.size === outbox.messages && unanswered <= apiConnections + submissions.timeouts;

  // The pages, the runtime config and the entry scripts the HTML loads (hashed, immutable).
  const html = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
  const paths = ['/', '/all-blogs', '/view-blog/1', '/contact', '/site-config.json', ...scripts];
  const shellCpuBefore = shell.cpuSeconds();
  const pages = await autocannon({
    url: shell.url,
    connections: staticConnections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  ok = summary(`(b) GET ${paths.join(', ')} (shell static server, br/gzip)`, pages) && ok;
  cpuCost(shell, shellCpuBefore, pages);
  console.log(`\nmachine after: ${machine()}`);
} finally {
  await api.stop();
  await shell.stop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(ok ? '\nload held: no 5xx, no errors, no lost message' : '\nLOAD TEST FAILED');
process.exitCode = ok ? 0 : 1;
