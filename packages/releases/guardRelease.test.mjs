import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { guardRelease } from './guardRelease.mjs';

/** The checkout's node_modules, so a temp repo root can run tsx as the real one does. */
const nodeModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

/**
 * A stand-in for the API's guard CLI, a real process: it reads its input to the end, writes the
 * arguments it was given, its working directory and the input's length to `callFile`, then prints
 * `stdout` and exits with `exitCode` (all three from its first argument, which the test puts in the
 * guard command).
 */
const fakeGuardSource = `import fs from 'node:fs';
const [behaviour, ...args] = process.argv.slice(2);
const { callFile, stdout, exitCode } = JSON.parse(behaviour);
const input = fs.readFileSync(0).length;
fs.writeFileSync(callFile, JSON.stringify({ args, cwd: process.cwd(), input }));
process.stdout.write(stdout);
process.exitCode = exitCode;
`;

/** Figures on the lines before the outcome, as the API's CLI may print. */
const printed = (outcome) => `judging mf_blog\n${JSON.stringify(outcome)}\n`;

let root;
let fakeGuard;
/** The withdrawals asked for, and the log lines written, in order. */
let withdrawals;
let logged;

/** A release folder of mf-blog whose manifest reports `buildVersion` (none: no buildInfo; null: no metaData). */
function release(id, buildVersion, releasesDir = '.releases') {
  const folder = path.join(root, releasesDir, 'mf-blog', id);
  fs.mkdirSync(folder, { recursive: true });
  const metaData = buildVersion ? { buildInfo: { buildVersion, buildName: 'mf-blog' } } : {};
  const manifest = buildVersion === null ? { id: 'mf_blog' } : { id: 'mf_blog', metaData };
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
}

/** Where the stand-in writes what it was run with (by its full path: in any working directory). */
const callFile = () => path.join(root, 'guard-call.json');

/** The guard on release `releaseId` of mf-blog, its CLI faked to print `stdout` and exit with `exitCode`. */
function guard({
  releaseId = 'v2',
  previousUrl = 'http://localhost:3003/releases/v1/mf-manifest.json',
  stdout = printed({ kind: 'healthy', reason: 'as good as the previous build' }),
  exitCode = 0,
  withdrawal = { outcome: 'rolled back', to: 'v1' },
  env = {},
  guardCommand = [process.execPath, fakeGuard, JSON.stringify({ callFile: callFile(), stdout, exitCode })],
} = {}) {
  return guardRelease({
    repoRoot: root,
    dir: 'mf-blog',
    remote: 'mf_blog',
    releaseId,
    previousUrl,
    withdraw: async (id, reason) => {
      withdrawals.push({ id, reason });
      return withdrawal;
    },
    env,
    guardCommand,
    log: (line) => logged.push(line),
  });
}

/** What the guard CLI was run with: its arguments after the fake's own, its working directory, its input's length. */
const guardCall = () => JSON.parse(fs.readFileSync(callFile(), 'utf8'));

describe('the deploy guard on a release', () => {
  beforeEach(() => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'guard-')));
    fakeGuard = path.join(root, 'fake-guard.mjs');
    fs.writeFileSync(fakeGuard, fakeGuardSource);
    withdrawals = [];
    logged = [];
    release('v1', '2026.11.26-1');
    release('v2', '2026.11.26-2');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('asks the API about both builds by the ids their pages report, from the repo root, and keeps a healthy one', async () => {
    assert.equal(await guard(), 0);
    assert.deepEqual(guardCall(), {
      args: ['--app', 'mf_blog', '--new-build', '2026.11.26-2', '--previous-build', '2026.11.26-1'],
      cwd: root,
      input: 0, // given no input: its end comes at once
    });
    assert.deepEqual(withdrawals, []);
    assert.deepEqual(logged, []);
  });

  it('names no previous build when the plain build was live before the deploy', async () => {
    assert.equal(await guard({ previousUrl: 'http://localhost:3003/mf-manifest.json' }), 0);
    assert.deepEqual(guardCall().args, ['--app', 'mf_blog', '--new-build', '2026.11.26-2']);
  });

  it('names no previous build when its release folder is gone or its manifest reports no build id', async () => {
    await guard({ previousUrl: 'http://localhost:3003/releases/v0/mf-manifest.json' });
    assert.deepEqual(guardCall().args, ['--app', 'mf_blog', '--new-build', '2026.11.26-2']);
    release('v0', undefined);
    await guard({ previousUrl: 'http://localhost:3003/releases/v0/mf-manifest.json' });
    assert.deepEqual(guardCall().args, ['--app', 'mf_blog', '--new-build', '2026.11.26-2']);
  });

  it("falls back to the release's folder name when its manifest reports no build id", async () => {
    release('v3', undefined);
    await guard({ releaseId: 'v3' });
    assert.deepEqual(guardCall().args, ['--app', 'mf_blog', '--new-build', 'v3', '--previous-build', '2026.11.26-1']);
    release('v4', null);
    await guard({ releaseId: 'v4' });
    assert.deepEqual(guardCall().args, ['--app', 'mf_blog', '--new-build', 'v4', '--previous-build', '2026.11.26-1']);
  });

  it('reads the releases where RELEASES_DIR keeps them', async () => {
    release('v1', 'elsewhere-1', 'kept');
    release('v2', 'elsewhere-2', 'kept');
    await guard({ env: { RELEASES_DIR: 'kept' } });
    assert.deepEqual(guardCall().args, [
      '--app',
      'mf_blog',
      '--new-build',
      'elsewhere-2',
      '--previous-build',
      'elsewhere-1',
    ]);
  });

  it('withdraws exactly the watched release with the reason the guard gave when it is worse (exit 2)', async () => {
    const worse = printed({ kind: 'worse', reason: 'failed views 40 % against 2 %' });
    assert.equal(await guard({ stdout: worse }), 2);
    assert.deepEqual(withdrawals, [{ id: 'v2', reason: 'deploy guard: failed views 40 % against 2 %' }]);
    assert.deepEqual(logged, ['mf-blog: release v2 was rolled back by the guard (now live: v1)']);
  });

  it('says what is live after the withdrawal: the plain build, a later deploy, or what already was', async () => {
    const worse = printed({ kind: 'worse', reason: 'slower' });
    assert.equal(await guard({ stdout: worse, withdrawal: { outcome: 'rolled back', to: null } }), 2);
    assert.equal(await guard({ stdout: worse, withdrawal: { outcome: 'withdrawn', to: 'v3' } }), 2);
    assert.equal(await guard({ stdout: worse, withdrawal: { outcome: 'not in history', to: 'v1' } }), 2);
    assert.deepEqual(logged, [
      'mf-blog: release v2 was rolled back by the guard (now live: the plain build (dist/))',
      'mf-blog: release v2 was withdrawn by the guard; v3, deployed meanwhile, stays live',
      'mf-blog: release v2 was judged worse by the guard, but had been rolled back already; v1 stays live',
    ]);
    assert.equal(withdrawals.length, 3);
  });

  it('keeps the release when there were too few views to judge (exit 3)', async () => {
    assert.equal(await guard({ stdout: printed({ kind: 'too few views', reason: '4 views from 1 sender' }) }), 3);
    assert.deepEqual(withdrawals, []);
    assert.deepEqual(logged, ['mf-blog: release v2 stays live (too few views to judge)']);
  });

  it('fails, withdrawing nothing, when the guard CLI fails', async () => {
    const worseThenFailed = printed({ kind: 'worse', reason: 'slower' });
    await assert.rejects(guard({ stdout: worseThenFailed, exitCode: 1 }), {
      message: 'the deploy guard failed (exit 1)',
    });
    assert.deepEqual(withdrawals, []);
  });

  it('fails with what the CLI printed when its last line is not an outcome', async () => {
    const unreadable = [
      ['figures only\n', '"figures only"'],
      ['', '""'],
      [printed({ kind: 'better', reason: 'faster' }), JSON.stringify('{"kind":"better","reason":"faster"}')],
      [printed({ kind: 'worse' }), JSON.stringify('{"kind":"worse"}')],
      ['null\n', '"null"'],
    ];
    for (const [stdout, line] of unreadable)
      await assert.rejects(guard({ stdout }), {
        message: `the deploy guard's last line is not an outcome ({"kind":…,"reason":…}): ${line}`,
      });
    assert.deepEqual(withdrawals, []);
  });

  it('fails when the guard CLI cannot be started', async () => {
    await assert.rejects(guard({ guardCommand: [path.join(root, 'no-such-guard')] }), { code: 'ENOENT' });
  });

  it("runs the API's guard CLI through tsx from the repo root by default", async () => {
    const cli = path.join(root, 'api', 'src', 'telemetry', 'cli', 'guard.ts');
    fs.mkdirSync(path.dirname(cli), { recursive: true });
    const outcome = JSON.stringify({ kind: 'too few views', reason: 'none yet' });
    fs.writeFileSync(cli, `const outcome: string = ${JSON.stringify(outcome)};\nconsole.log(outcome);\n`);
    fs.symlinkSync(nodeModules, path.join(root, 'node_modules'));
    assert.equal(
      await guardRelease({
        repoRoot: root,
        dir: 'mf-blog',
        remote: 'mf_blog',
        releaseId: 'v2',
        previousUrl: 'http://localhost:3003/releases/v1/mf-manifest.json',
        withdraw: async () => assert.fail('nothing is withdrawn'),
        env: {},
        log: (line) => logged.push(line),
      }),
      3,
    );
  });
});
