import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { canaryOf, promoteCanary, setCanaryWeight, startCanary, stopCanary } from './canary.mjs';
import { blogReleaseUrl, fakeBlogBuild, testEnv } from './testReleases.mjs';
import { deployLog, deployRemote, rollbackRemote } from './deploy.mjs';

const env = testEnv;
const releaseUrl = blogReleaseUrl;

let root;
let siteConfigFile;

const build = (buildId) => fakeBlogBuild(root, buildId);

const options = (more = {}) => ({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env, ...more });
const liveConfig = () => JSON.parse(fs.readFileSync(siteConfigFile, 'utf8'));
/** The log without its timestamps. */
const plainLog = () =>
  deployLog(root, 'mf-blog', env).map((entry) =>
    Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'at')),
  );
/** The stable release v1 live, then build v2 for the canary. */
function stableV1ThenBuildV2() {
  build('v1');
  deployRemote(options());
  build('v2');
}

describe('a canary release of one remote', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    siteConfigFile = path.join(root, 'shell', 'dist', 'site-config.json');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('starts beside the stable release: its own release folder, named in the config with its weight', () => {
    stableV1ThenBuildV2();
    const started = startCanary(options({ weight: 10 }));
    assert.deepEqual(
      { id: started.id, url: started.url, stable: started.stable, reused: started.reused },
      { id: 'v2', url: releaseUrl('v2'), stable: releaseUrl('v1'), reused: false },
    );
    assert.deepEqual(liveConfig().canary, { remote: 'mf_blog', url: releaseUrl('v2'), weight: 10 });
    assert.equal(liveConfig().remotes.mf_blog, releaseUrl('v1'));
    assert.ok(fs.existsSync(path.join(root, '.releases', 'mf-blog', 'v2', 'remoteEntry.js')));
    assert.deepEqual(canaryOf(options()), { remote: 'mf_blog', id: 'v2', url: releaseUrl('v2'), weight: 10 });
    assert.deepEqual(plainLog().at(-1), { kind: 'canary', id: 'v2', weight: 10 });
  });

  it('refuses a second canary, of this remote or another, and the live release as a canary', () => {
    stableV1ThenBuildV2();
    startCanary(options({ weight: 10 }));
    build('v3');
    assert.throws(
      () => startCanary(options({ weight: 10 })),
      /a canary of mf_blog is running \(.*v2.*\): promote it or roll it back first/,
    );
    assert.equal(fs.existsSync(path.join(root, '.releases', 'mf-blog', 'v3')), false);
    stopCanary(options());
    assert.throws(() => startCanary(options({ dir: 'mf-forms', weight: 10 })), /mf-forms has no build/);
    build('v1');
    assert.throws(() => startCanary(options({ weight: 10 })), /release v1 is the live release already/);
    assert.equal(liveConfig().canary, undefined);
  });

  it('a release deployed before and rolled back may come back as a canary: one folder, listed once', () => {
    stableV1ThenBuildV2();
    deployRemote(options());
    rollbackRemote(options());
    startCanary(options({ weight: 10 }));
    const state = JSON.parse(fs.readFileSync(path.join(root, '.releases', 'mf-blog.json'), 'utf8'));
    assert.deepEqual(state.releases, ['v1', 'v2']);
    assert.deepEqual(liveConfig().canary, { remote: 'mf_blog', url: releaseUrl('v2'), weight: 10 });
  });

  it('takes only a whole share of page loads from 0 to 100, and copies nothing otherwise', () => {
    stableV1ThenBuildV2();
    for (const weight of [-1, 101, 2.5, '10', Number.NaN])
      assert.throws(() => startCanary(options({ weight })), /whole share of page loads from 0 to 100/);
    assert.equal(fs.existsSync(path.join(root, '.releases', 'mf-blog', 'v2')), false);
    startCanary(options({ weight: 0 }));
    assert.throws(() => setCanaryWeight(options({ weight: 150 })), /whole share/);
    assert.equal(liveConfig().canary.weight, 0);
  });

  it('steps its weight, each step in the deploy log', () => {
    stableV1ThenBuildV2();
    startCanary(options({ weight: 10 }));
    assert.deepEqual(setCanaryWeight(options({ weight: 50 })), { id: 'v2', weight: 50 });
    assert.deepEqual(liveConfig().canary, { remote: 'mf_blog', url: releaseUrl('v2'), weight: 50 });
    assert.deepEqual(plainLog().slice(-2), [
      { kind: 'canary', id: 'v2', weight: 10 },
      { kind: 'canary weight', id: 'v2', weight: 50 },
    ]);
  });

  it('promoted, it is the live release for every page load, and a rollback returns to the stable one', () => {
    stableV1ThenBuildV2();
    startCanary(options({ weight: 50 }));
    assert.deepEqual(promoteCanary(options()), { id: 'v2', url: releaseUrl('v2'), previous: releaseUrl('v1') });
    assert.equal(liveConfig().remotes.mf_blog, releaseUrl('v2'));
    assert.equal('canary' in liveConfig(), false);
    assert.equal(canaryOf(options()), undefined);
    assert.deepEqual(plainLog().at(-1), { kind: 'promote', id: 'v2' });
    assert.deepEqual(rollbackRemote(options()), { from: 'v2', to: 'v1', url: releaseUrl('v1') });
  });

  it('stopped, no page load gets it; the stable release stays live and its folder stays on disk', () => {
    stableV1ThenBuildV2();
    startCanary(options({ weight: 10 }));
    assert.deepEqual(stopCanary(options({ reason: 'deploy guard: 3 of 20 views failed' })), {
      id: 'v2',
      stable: releaseUrl('v1'),
    });
    assert.equal('canary' in liveConfig(), false);
    assert.equal(liveConfig().remotes.mf_blog, releaseUrl('v1'));
    assert.ok(fs.existsSync(path.join(root, '.releases', 'mf-blog', 'v2')));
    assert.deepEqual(plainLog().at(-1), {
      kind: 'canary stopped',
      id: 'v2',
      reason: 'deploy guard: 3 of 20 views failed',
    });
  });

  it('steps, promotion and stopping all need a running canary of that remote', () => {
    stableV1ThenBuildV2();
    for (const act of [
      () => setCanaryWeight(options({ weight: 20 })),
      () => promoteCanary(options()),
      () => stopCanary(options()),
    ])
      assert.throws(act, /mf-blog has no canary release running/);
    startCanary(options({ weight: 10 }));
    assert.throws(() => promoteCanary(options({ dir: 'mf-forms' })), /mf-forms has no canary release running/);
  });
});
