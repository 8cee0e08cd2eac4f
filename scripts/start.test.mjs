/**
 * `npm start` with one of its ports already taken, or for several hosts without the form tokens' shared
 * key: it stops before building or listening anything, with one line saying why — no stack trace,
 * nothing left listening.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { offsetStep } from '@codecrush/build-config/port-plan';
import { apiService, appList } from '@codecrush/contracts/apps';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** An offset no other composition of this machine's tests uses. */
const offset = 7300;
const taken = appList.find((app) => app.dir === 'mf-portfolio');
const takenPort = taken.port + offset;

function listen(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function runStart(env = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, PORT_OFFSET: String(offset), HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm start with a port taken', () => {
  let blocker;
  let result;
  before(async () => {
    blocker = await listen(takenPort);
    result = await runStart();
  });
  after(() => new Promise((resolve) => blocker.close(resolve)));

  it('exits non-zero with one line naming the app, its port and PORT_OFFSET', () => {
    assert.notEqual(result.code, 0);
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, result.stderr);
    assert.match(lines[0], new RegExp(`Port ${takenPort} \\(mf-portfolio\\)`));
    assert.match(lines[0], new RegExp(`PORT_OFFSET=${offset + offsetStep} npm start`));
  });

  it('prints no stack trace and serves nothing', async () => {
    assert.doesNotMatch(result.stderr, /\n\s+at /);
    assert.doesNotMatch(result.stdout, /https?:\/\/localhost/);
    const others = appList.filter((app) => app.dir !== taken.dir).map((app) => app.port + offset);
    for (const port of [...others, apiService.port + offset])
      assert.equal(await canConnect(port), false, `port ${port}`);
  });
});

describe('npm start for several hosts without the form tokens key', () => {
  it('DATABASE_URL without FORM_TOKEN_SECRET: exits non-zero with one line saying why, before serving anything', async () => {
    const result = await runStart({ DATABASE_URL: 'postgres://codecrush@db.internal/site', FORM_TOKEN_SECRET: '' });
    assert.notEqual(result.code, 0);
    assert.match(
      result.stderr,
      /^FORM_TOKEN_SECRET is required when DATABASE_URL is set \(API instances sharing one database\): every page server and API instance must sign/,
    );
    assert.equal(result.stderr.trim().split('\n').length, 1, result.stderr);
    assert.doesNotMatch(result.stdout, /https?:\/\/localhost/);
    const shell = appList.find((app) => app.dir === 'shell');
    assert.equal(await canConnect(shell.port + offset), false);
  });
});
