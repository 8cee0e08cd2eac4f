import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { canaryStepsOf, rollOutCanary, startCanaryAt } from './canaryRollout.mjs';
import { blogReleaseUrl, fakeBlogBuild, testEnv } from './testReleases.mjs';
import { deployLog, deployRemote } from './deploy.mjs';

const env = testEnv;
const releaseUrl = blogReleaseUrl;

/**
 * A stand-in for the API's guard CLI, a real process: at each call it notes its arguments and the
 * canary's weight in the live config, then prints the next outcome of its script.
 */
const fakeGuardSource = `import fs from 'node:fs';
const [scriptFile, siteConfigFile, ...args] = process.argv.slice(2);
const script = JSON.parse(fs.readFileSync(scriptFile, 'utf8'));
const call = script.calls.length;
script.calls.push({ args, weight: JSON.parse(fs.readFileSync(siteConfigFile, 'utf8')).canary?.weight });
fs.writeFileSync(scriptFile, JSON.stringify(script));
process.stdout.write('figures of both builds\\n' + JSON.stringify(script.outcomes[call]) + '\\n');
`;

let root;
let siteConfigFile;
let scriptFile;
let events;

const build = (buildId) => fakeBlogBuild(root, buildId);

const liveConfig = () => JSON.parse(fs.readFileSync(siteConfigFile, 'utf8'));
const guardCalls = () => JSON.parse(fs.readFileSync(scriptFile, 'utf8')).calls;

/** The rollout of mf-blog's build v2 beside v1, the guard answering `outcomes` in turn. */
function rollOut(steps, outcomes) {
  fs.writeFileSync(scriptFile, JSON.stringify({ outcomes, calls: [] }));
  const fakeGuard = path.join(root, 'fake-guard.mjs');
  fs.writeFileSync(fakeGuard, fakeGuardSource);
  return rollOutCanary({
    repoRoot: root,
    dir: 'mf-blog',
    remote: 'mf_blog',
    siteConfigFile,
    steps,
    env,
    guardCommand: [process.execPath, fakeGuard, scriptFile, siteConfigFile],
    log: (line) => events.push(`log: ${line}`),
    pages: {
      renderCanary: async () => void events.push(`render canary at ${liveConfig().canary.weight} %`),
      renderStable: async () => void events.push(`render stable ${liveConfig().remotes.mf_blog}`),
      dropCanary: () => void events.push('drop canary pages'),
    },
  });
}

const healthy = { kind: 'healthy', reason: 'failure rate 0.0 % (0 of 40 views failed)' };
const worse = { kind: 'worse', reason: 'failure rate 25.0 % (5 of 20 views failed), p = 0.0001' };

describe('a canary rollout that steps by itself', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-rollout-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    siteConfigFile = path.join(root, 'shell', 'dist', 'site-config.json');
    scriptFile = path.join(root, 'guard-script.json');
    events = [];
    build('v1');
    deployRemote({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env });
    build('v2');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('healthy at every step below 100 %: judged at each over the same minutes, then promoted', async () => {
    assert.equal(await rollOut([10, 50, 100], [healthy, healthy]), 0);
    assert.deepEqual(
      guardCalls().map((call) => call.weight),
      [10, 50],
    );
    assert.deepEqual(guardCalls()[0].args, [
      '--app',
      'mf_blog',
      '--new-build',
      'v2',
      '--previous-build',
      'v1',
      '--same-minutes',
    ]);
    assert.equal(liveConfig().remotes.mf_blog, releaseUrl('v2'));
    assert.equal('canary' in liveConfig(), false);
    assert.deepEqual(
      events.filter((event) => !event.startsWith('log')),
      ['render canary at 0 %', `render stable ${releaseUrl('v2')}`, 'drop canary pages'],
    );
    assert.deepEqual(
      events.filter((event) => event.startsWith('log')),
      [
        `log: mf-blog: release v2 is the canary beside ${releaseUrl('v1')}`,
        'log: mf-blog: 10 % of page loads get v2; the guard compares it with the stable release',
        'log: mf-blog: 50 % of page loads get v2; the guard compares it with the stable release',
        `log: mf-blog: canary v2 promoted: the live release for every page load\n  live: ${releaseUrl('v2')}`,
      ],
    );
    assert.deepEqual(
      deployLog(root, 'mf-blog', env)
        .slice(1)
        .map(({ kind, weight }) => (weight === undefined ? kind : `${kind} ${weight}`)),
      ['canary 0', 'canary weight 10', 'canary weight 50', 'canary weight 100', 'promote'],
    );
  });

  it('worse at the first step: stopped there, its pages gone, the stable release for every page load, exit 2', async () => {
    assert.equal(await rollOut([10, 50, 100], [worse]), 2);
    assert.equal(guardCalls().length, 1);
    assert.equal(liveConfig().remotes.mf_blog, releaseUrl('v1'));
    assert.equal('canary' in liveConfig(), false);
    assert.deepEqual(
      events.filter((event) => !event.startsWith('log')),
      ['render canary at 0 %', 'drop canary pages'],
    );
    assert.deepEqual(deployLog(root, 'mf-blog', env).at(-1).reason, `deploy guard at 10 %: ${worse.reason}`);
    assert.match(events.at(-1), /canary v2 stopped at 10 % by the guard: failure rate 25\.0 %.*v1/);
  });

  it('too few views at a step: it stays at that share for a person to decide, exit 3', async () => {
    const quiet = { kind: 'too few views', reason: '3 views from 1 senders in the window' };
    assert.equal(await rollOut([10, 50, 100], [healthy, quiet]), 3);
    assert.deepEqual(liveConfig().canary, { remote: 'mf_blog', url: releaseUrl('v2'), weight: 50 });
    assert.equal(liveConfig().remotes.mf_blog, releaseUrl('v1'));
    assert.match(events.at(-1), /stays at 50 % \(too few views to judge: 3 views/);
  });

  it('steps straight to 100 % promote without a judgement', async () => {
    assert.equal(await rollOut([100], []), 0);
    assert.deepEqual(guardCalls(), []);
    assert.equal(liveConfig().remotes.mf_blog, releaseUrl('v2'));
  });
});

describe('a canary held by hand (startCanaryAt)', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-hold-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    siteConfigFile = path.join(root, 'shell', 'dist', 'site-config.json');
    events = [];
    build('v1');
    deployRemote({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env });
    build('v2');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const pages = {
    renderCanary: async () => void events.push(`render canary at ${liveConfig().canary.weight} %`),
    renderStable: async () => void events.push('render stable'),
    dropCanary: () => void events.push('drop canary pages'),
  };

  it('gets its share only once its pages are rendered', async () => {
    const started = await startCanaryAt({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env, weight: 20, pages });
    assert.deepEqual(started, { id: 'v2', url: releaseUrl('v2'), stable: releaseUrl('v1') });
    assert.deepEqual(events, ['render canary at 0 %']);
    assert.equal(liveConfig().canary.weight, 20);
  });

  it('refuses a share it cannot give before copying or rendering anything', async () => {
    await assert.rejects(
      startCanaryAt({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env, weight: 120, pages }),
      /whole share of page loads from 0 to 100, got 120/,
    );
    assert.deepEqual(events, []);
    assert.equal(fs.existsSync(path.join(root, '.releases', 'mf-blog', 'v2')), false);
  });
});

describe('canaryStepsOf', () => {
  it('reads rising whole shares ending at 100', () => {
    assert.deepEqual(canaryStepsOf('10,50,100'), [10, 50, 100]);
    assert.deepEqual(canaryStepsOf(' 1, 100'), [1, 100]);
    assert.deepEqual(canaryStepsOf('100'), [100]);
  });

  it('says what it was given', () => {
    const taken = '--canary takes rising whole shares of page loads from 1 to 100, ending at 100 (e.g. 10,50,100)';
    assert.throws(() => canaryStepsOf(''), { message: `${taken}, got ""` });
    assert.throws(() => canaryStepsOf('50,150,100'), { message: `${taken}, got "50,150,100"` });
  });

  it('refuses anything else, saying what it takes', () => {
    for (const text of [
      '',
      '10,50',
      '50,10,100',
      '10,10,100',
      '0,100',
      '-5,100',
      '10,50.5,100',
      '10,x,100',
      '10,150',
      '100,150',
    ])
      assert.throws(
        () => canaryStepsOf(text),
        /--canary takes rising whole shares of page loads from 1 to 100, ending at 100/,
      );
  });
});
