#!/usr/bin/env node
/**
 * `npm run observatory`: scans the production servers with MDN's HTTP Observatory (the
 * `@mdn/mdn-http-observatory` scanner, installed on demand in tools/observatory/ without its
 * install scripts, which need the internet; run offline) and prints each grade, score and test result:
 *   - the shell and one remote (mf-blog) in TLS mode (TLS_CERT_FILE/TLS_KEY_FILE: HTTPS, plain HTTP
 *     on the same port redirected to it) — how the site is meant to be deployed;
 *   - the shell as plain `npm start` serves it (HTTP only), for comparison;
 *   - with `--nginx` (or `--only nginx`), the one-origin site through nginx in TLS mode, its
 *     configuration generated from the same policy (`npm run nginx`).
 * Its own servers run on a composition of its own (build-config's portPlan.mjs; a running `npm start`
 * is left alone), with
 * a self-signed certificate for localhost in .data/tls/ that only the scanner process trusts
 * (NODE_EXTRA_CA_CERTS). Exits 1 if the TLS-mode shell (or nginx) scores below OBSERVATORY_MIN_SCORE (100).
 * `--prepare` only installs the scanner and makes the certificate.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compositionShifts, offsetFrom } from '@codecrush/build-config/port-plan';
import { toolDir, toolRequire } from './lib/tools.mjs';
import { repoRoot } from './lib/workspace.mjs';

// 0. The scanner is installed on demand from tools/observatory/'s lockfile, without its install
//    scripts: they download certificate and HSTS lists from the internet.
const require = toolRequire('observatory', '@mdn/mdn-http-observatory');
const minScore = Number(process.env.OBSERVATORY_MIN_SCORE ?? 100);

// 1. The scanner's install step downloads the HSTS preload list; offline it gets an empty one.
const observatoryDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const preloadFile = path.join(observatoryDir, 'conf', 'hsts-preload.json');
if (!fs.existsSync(preloadFile)) fs.writeFileSync(preloadFile, '{}\n');

// 2. A self-signed certificate for localhost (kept for later runs).
const tlsDir = path.join(repoRoot, '.data', 'tls');
const certFile = path.join(tlsDir, 'localhost-cert.pem');
const keyFile = path.join(tlsDir, 'localhost-key.pem');
if (!fs.existsSync(certFile) || !fs.existsSync(keyFile)) {
  fs.mkdirSync(tlsDir, { recursive: true, mode: 0o700 });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '825',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
}

// `--prepare`: only the two steps above (the e2e run does them once, before its workers start).
if (process.argv.includes('--prepare')) process.exit(0);

// 3. The scan's own servers on a composition of its own (portPlan.mjs), TLS on. build-config reads
// the env when loaded.
process.env.PORT_OFFSET = String(offsetFrom(process.env) + compositionShifts.observatory);
const { apiPort, createSiteConfig, host, plannedPort, portOf } = await import('@codecrush/build-config/runtime');
const { serveApp } = await import('@codecrush/server');
const { tlsFromEnv } = await import('@codecrush/server/tls');
const { distOf, isBuilt } = await import('./lib/workspace.mjs');
for (const dir of ['shell', 'mf-blog'])
  if (!isBuilt(dir)) throw new Error(`${dir} has no production build: run npm run build -w ${dir} first`);

const tlsEnv = { ...process.env, TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile };
const tls = tlsFromEnv(tlsEnv);
const nodeTargets = [
  { label: 'shell, TLS mode', dir: 'shell', port: portOf('shell'), path: '/', env: tlsEnv, tls, required: true },
  // A remote has no page of its own in production: scan what it serves, its manifest.
  { label: 'mf-blog, TLS mode', dir: 'mf-blog', port: portOf('mf-blog'), path: '/mf-manifest.json', env: tlsEnv, tls },
  {
    label: 'shell, plain npm start (HTTP)',
    dir: 'shell',
    port: plannedPort('observatoryPlainShell'),
    path: '/',
    env: process.env,
  },
];
// `--nginx`: also the one-origin site through nginx in TLS mode; `--only nginx`: that one alone.
const nginxTarget = {
  label: 'nginx, one origin, TLS mode',
  dir: 'shell',
  port: plannedPort('observatoryNginx'),
  path: '/',
  env: { ...tlsEnv, SITE_LAYOUT: 'one-origin' },
  nginx: true,
  required: true,
};
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const targets = [
  ...(only === 'nginx' ? [] : nodeTargets),
  ...(only === 'nginx' || process.argv.includes('--nginx') ? [nginxTarget] : []),
];

/** A deploy of the app's build with the site-config.json of `env` (a copy, so dist/ stays as it is). */
async function deploy(target) {
  const config = createSiteConfig(target.env);
  const distDir = await mkdtemp(path.join(tmpdir(), `observatory-${target.dir}-`));
  await cp(distOf(target.dir), distDir, { recursive: true });
  if (target.dir === 'shell') await writeFile(path.join(distDir, 'site-config.json'), JSON.stringify(config));
  if (target.nginx) {
    const stop = await startNginxOn(distDir, target.port, config);
    return async () => {
      await stop();
      await rm(distDir, { recursive: true, force: true });
    };
  }
  const server = await serveApp({
    distDir,
    port: target.port,
    host,
    isHost: target.dir === 'shell',
    config,
    tls: target.tls,
  });
  return async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  };
}

/** nginx with the generated configuration on `port`, TLS on, serving `shellDir` and the remotes' builds. */
async function startNginxOn(shellDir, port, config) {
  const { siteNginxConfig } = await import('./lib/nginxSite.mjs');
  const { startNginx } = await import('@codecrush/server/nginx');
  const runDir = await mkdtemp(path.join(tmpdir(), 'observatory-nginx-'));
  const text = siteNginxConfig({
    config,
    shellDir,
    port,
    runDir,
    apiUpstream: `http://${host}:${apiPort}`,
    tls: { certFile, keyFile },
  });
  const nginx = await startNginx({ config: text, runDir, listen: { host, port } });
  return async () => {
    await nginx.stop();
    await rm(runDir, { recursive: true, force: true });
  };
}

/** Runs the scanner (tools/observatory/scan.mjs) in a process that trusts our certificate. */
function scan(hostAndPort, urlPath) {
  return new Promise((resolve, reject) => {
    const runner = path.join(toolDir('observatory'), 'scan.mjs');
    const child = spawn(process.execPath, [runner, hostAndPort, urlPath], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', () => {
      try {
        const result = JSON.parse(output);
        if (result.error) reject(new Error(`${hostAndPort}: ${result.error}`));
        else resolve(result);
      } catch {
        reject(new Error(`${hostAndPort}: unreadable scanner output\n${output}`));
      }
    });
  });
}

const stops = [];
const results = [];
try {
  for (const target of targets) stops.push(await deploy(target));
  for (const target of targets) {
    const result = await scan(`localhost:${target.port}`, target.path);
    results.push({ target, result });
    console.log(`\n${target.label} — localhost:${target.port}${target.path}`);
    console.log(
      `  grade ${result.scan.grade}, score ${result.scan.score}, tests passed ${result.scan.testsPassed}/${result.scan.testsQuantity}`,
    );
    for (const [name, test] of Object.entries(result.tests)) {
      const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
      console.log(`  ${test.pass ? 'pass' : 'FAIL'} ${name.padEnd(32)} ${modifier.padStart(4)}  ${test.result}`);
    }
  }
} finally {
  for (const stop of stops) await stop();
}
let failed = false;
for (const { target, result } of results.filter((r) => r.target.required)) {
  console.log(`\n${target.label}: ${result.scan.grade} (${result.scan.score}); required ≥ ${minScore}`);
  failed ||= result.scan.score < minScore;
}
process.exitCode = failed ? 1 : 0;
