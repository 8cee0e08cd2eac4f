import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { deployLog, deployRemote, liveReleases, rollbackRemote, withdrawRelease } from './deploy.mjs';

const fixture = JSON.parse(
  fs.readFileSync(new URL('../build-config/fixtures/mf-blog.manifest.json', import.meta.url), 'utf8'),
);
/** Fixed remote URLs, so the test does not depend on this run's PORT_OFFSET. */
const env = Object.fromEntries(
  ['MARKETING', 'PORTFOLIO', 'BLOG', 'CAREERS', 'FORMS'].map((name, i) => [
    `REMOTE_MF_${name}_URL`,
    `http://localhost:${3001 + i}/mf-manifest.json`,
  ]),
);

let root;
let siteConfigFile;

/** A fake `mf-blog/dist` carrying `buildId` (what `BUILD_ID=… npm run build -w mf-blog` leaves). */
function build(buildId, entry = `/* ${buildId} */`) {
  const dist = path.join(root, 'mf-blog', 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
  const manifest = { ...fixture, metaData: { buildInfo: { buildVersion: buildId, buildName: 'mf-blog' } } };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(dist, 'static', `chunk.${buildId}.js`), entry);
}

const liveBlog = () => JSON.parse(fs.readFileSync(siteConfigFile, 'utf8')).remotes.mf_blog;
const deploy = (keep) => deployRemote({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env, keep });
const rollback = (reason) => rollbackRemote({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env, reason });
const withdraw = (id, reason) => withdrawRelease({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env, id, reason });
const history = () =>
  JSON.parse(fs.readFileSync(path.join(root, '.releases', 'mf-blog.json'), 'utf8')).history.map((entry) => entry.id);
/** The log without its timestamps. */
const plainLog = () =>
  deployLog(root, 'mf-blog', env).map((entry) =>
    Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'at')),
  );
const releaseFolders = () => fs.readdirSync(path.join(root, '.releases', 'mf-blog')).sort();

/** Rewrites the manifest of the current fake build (`change` edits it in place). */
function editManifest(change) {
  const manifestFile = path.join(root, 'mf-blog', 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  change(manifest);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
}

describe('deploy and rollback', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    siteConfigFile = path.join(root, 'shell', 'dist', 'site-config.json');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('copies a build into an immutable versioned folder and switches the config to it', () => {
    build('v1');
    const result = deploy();
    assert.equal(result.id, 'v1');
    assert.equal(result.reused, false);
    assert.equal(result.previous, 'http://localhost:3003/mf-manifest.json');
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v1/mf-manifest.json');
    assert.ok(fs.existsSync(path.join(root, '.releases', 'mf-blog', 'v1', 'static', 'chunk.v1.js')));
    // The other remotes are untouched and the file is still a valid config.
    assert.equal(
      JSON.parse(fs.readFileSync(siteConfigFile, 'utf8')).remotes.mf_forms,
      'http://localhost:3005/mf-manifest.json',
    );
    assert.deepEqual(fs.readdirSync(path.join(root, 'shell', 'dist')), ['site-config.json']);
  });

  it('keeps the layout the live config uses: on one origin a release lives under the remote path', () => {
    const oneOrigin = { SITE_LAYOUT: 'one-origin' };
    build('v1');
    // The config was written for one origin; the deployer's own environment says nothing of it.
    deployRemote({ repoRoot: root, dir: 'mf-blog', siteConfigFile, env: oneOrigin });
    assert.equal(liveBlog(), '/remotes/mf_blog/releases/v1/mf-manifest.json');
    build('v2');
    deploy();
    assert.equal(liveBlog(), '/remotes/mf_blog/releases/v2/mf-manifest.json');
    rollback();
    assert.equal(liveBlog(), '/remotes/mf_blog/releases/v1/mf-manifest.json');
    rollback();
    assert.equal(liveBlog(), '/remotes/mf_blog/mf-manifest.json');
    assert.equal(JSON.parse(fs.readFileSync(siteConfigFile, 'utf8')).api.baseUrl, '/api');
  });

  it('rolls back to the previous release, then to the plain build, then refuses', () => {
    build('v1');
    deploy();
    build('v2');
    deploy();
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v2/mf-manifest.json');
    assert.deepEqual(rollback(), { from: 'v2', to: 'v1', url: 'http://localhost:3003/releases/v1/mf-manifest.json' });
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v1/mf-manifest.json');
    // Open tabs keep working: the rolled-back release is still on disk.
    assert.ok(fs.existsSync(path.join(root, '.releases', 'mf-blog', 'v2', 'remoteEntry.js')));
    rollback();
    assert.equal(liveBlog(), 'http://localhost:3003/mf-manifest.json');
    assert.throws(rollback, /no earlier release to roll back to/);
  });

  it('refuses to overwrite a release with other files, and re-deploys identical ones', () => {
    build('v1');
    deploy();
    assert.equal(deploy().reused, true);
    build('v1', '/* other code, same id */');
    assert.throws(deploy, /release v1 already exists with other files/);
  });

  it('names a build without BUILD_ID by its content', () => {
    build('local');
    assert.match(deploy().id, /^local-[0-9a-f]{8}$/);
    build('dev');
    assert.match(deploy().id, /^dev-[0-9a-f]{8}$/);
    // A manifest without build information at all is a local build too.
    build('v1', '/* no metadata */');
    editManifest((manifest) => delete manifest.metaData);
    assert.match(deploy().id, /^local-[0-9a-f]{8}$/);
    build('v1', '/* metadata without build information */');
    editManifest((manifest) => (manifest.metaData = {}));
    assert.match(deploy().id, /^local-[0-9a-f]{8}$/);
  });

  it('refuses a build id that would put the release outside its folder, writing nothing', () => {
    for (const id of ['../outside', 'v2/../../outside']) {
      build('v1');
      editManifest((manifest) => (manifest.metaData.buildInfo.buildVersion = id));
      assert.throws(deploy, { message: `mf-blog: build id "${id}" cannot name a folder (letters, digits, . _ -)` });
    }
    assert.deepEqual(fs.readdirSync(root).sort(), ['mf-blog', 'shell']);
    assert.equal(fs.existsSync(siteConfigFile), false);
  });

  it('refuses a folder that is not a remote, and a remote that has no build, saying what to run', () => {
    assert.throws(() => deployRemote({ repoRoot: root, dir: 'mf-admin', siteConfigFile, env }), {
      message: 'mf-admin is not a remote (known: mf_marketing, mf_portfolio, mf_blog, mf_careers, mf_forms)',
    });
    assert.throws(deploy, { message: 'mf-blog has no build: run npm run build -w mf-blog first' });
  });

  it('deploying the live release again changes nothing: it counts once, and a rollback goes to the one before', () => {
    for (const id of ['v1', 'v2']) {
      build(id);
      deploy(2);
    }
    assert.equal(deploy(2).reused, true);
    assert.deepEqual(releaseFolders(), ['v1', 'v2']);
    rollback();
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v1/mf-manifest.json');
  });

  it('logs every deploy and rollback in order, with the reason a rollback was given', () => {
    build('v1');
    deploy();
    build('v2');
    deploy();
    rollback('error rate 12 % on v2');
    rollback();
    const log = deployLog(root, 'mf-blog', env);
    for (const entry of log) assert.equal(new Date(entry.at).toISOString(), entry.at);
    assert.deepEqual(
      log.map((entry) => ({ ...entry, at: undefined })),
      [
        { at: undefined, kind: 'deploy', id: 'v1' },
        { at: undefined, kind: 'deploy', id: 'v2' },
        { at: undefined, kind: 'rollback', from: 'v2', to: 'v1', reason: 'error rate 12 % on v2' },
        { at: undefined, kind: 'rollback', from: 'v1', to: null },
      ],
    );
  });

  it('keeps a rolled-back release on disk until it falls out of the last N deploys', () => {
    for (const id of ['v1', 'v2']) {
      build(id);
      deploy(3);
    }
    rollback();
    build('v3');
    deploy(3);
    assert.deepEqual(fs.readdirSync(path.join(root, '.releases', 'mf-blog')).sort(), ['v1', 'v2', 'v3']);
    build('v4');
    deploy(3);
    assert.deepEqual(fs.readdirSync(path.join(root, '.releases', 'mf-blog')).sort(), ['v2', 'v3', 'v4']);
    // v1 fell out of the last 3 deploys: rolling back from v4 goes to v3, then to the plain build.
    rollback();
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v3/mf-manifest.json');
    rollback();
    assert.equal(liveBlog(), 'http://localhost:3003/mf-manifest.json');
  });

  it('keeps the last N releases only', () => {
    const removed = ['v1', 'v2', 'v3', 'v4'].map((id) => {
      build(id);
      return deploy(2).removed;
    });
    assert.deepEqual(removed, [[], [], ['v1'], ['v2']]);
    assert.deepEqual(releaseFolders(), ['v3', 'v4']);
    assert.deepEqual(fs.readdirSync(path.join(root, '.releases')).sort(), ['mf-blog', 'mf-blog.json']);
    rollback();
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v3/mf-manifest.json');
  });

  it('refuses a build that breaks its contract, leaving the config as it was', () => {
    build('v1');
    deploy();
    editManifest((manifest) => {
      manifest.metaData.buildInfo.buildVersion = 'v2';
      manifest.exposes = manifest.exposes.filter((entry) => !['BlogPostPage', 'BlogTeaser'].includes(entry.name));
    });
    assert.throws(deploy, {
      message: [
        'mf-blog breaks its contract, not deployed:',
        '  - mf_blog: does not expose "BlogPostPage", which packages/contracts declares',
        '  - mf_blog: does not expose "BlogTeaser", which packages/contracts declares',
      ].join('\n'),
    });
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v1/mf-manifest.json');
  });

  it('refuses to switch a site-config.json that is invalid, naming the key', () => {
    fs.writeFileSync(siteConfigFile, JSON.stringify({ remotes: {}, api: { baseUrl: 'http://localhost:3100' } }));
    build('v1');
    assert.throws(deploy, /remotes\.mf_marketing: is missing/);
  });

  it('reports the live release of each remote for a restart: the latest deploy, none after a rollback to the plain build', () => {
    for (const id of ['v1', 'v2']) {
      build(id);
      deploy();
    }
    assert.deepEqual(liveReleases(root, env), { mf_blog: 'http://localhost:3003/releases/v2/mf-manifest.json' });
    rollback();
    rollback();
    assert.deepEqual(liveReleases(root, env), {});
  });
  it('the guard withdraws the live release it watched: a rollback to the one below it', () => {
    for (const id of ['v1', 'v2']) {
      build(id);
      deploy();
    }
    assert.deepEqual(withdraw('v2', 'deploy guard: failure rate 0.4'), {
      outcome: 'rolled back',
      from: 'v2',
      to: 'v1',
      url: 'http://localhost:3003/releases/v1/mf-manifest.json',
    });
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v1/mf-manifest.json');
    assert.deepEqual(history(), [null, 'v1']);
    assert.deepEqual(plainLog().at(-1), {
      kind: 'rollback',
      from: 'v2',
      to: 'v1',
      reason: 'deploy guard: failure rate 0.4',
    });
    assert.ok(fs.existsSync(path.join(root, '.releases', 'mf-blog', 'v2', 'remoteEntry.js')));
  });

  it('the guard withdraws the release it watched while a later deploy is live: that one stays, the watched one never comes back', () => {
    for (const id of ['v1', 'v2', 'v3']) {
      build(id);
      deploy();
    }
    const config = fs.readFileSync(siteConfigFile, 'utf8');
    assert.deepEqual(withdraw('v2', 'deploy guard: failure rate 0.4'), {
      outcome: 'withdrawn',
      from: 'v2',
      to: 'v3',
      url: 'http://localhost:3003/releases/v3/mf-manifest.json',
    });
    // site-config.json is not touched: v3 stays live.
    assert.equal(fs.readFileSync(siteConfigFile, 'utf8'), config);
    assert.deepEqual(history(), [null, 'v1', 'v3']);
    assert.deepEqual(plainLog().at(-1), {
      kind: 'rollback',
      from: 'v2',
      to: 'v3',
      reason: 'deploy guard: failure rate 0.4',
      liveKept: true,
      note: 'v3, deployed meanwhile, stays live; v2 is out of the rollback history',
    });
    // Its folder stays on disk (tabs may still run it).
    assert.deepEqual(releaseFolders(), ['v1', 'v2', 'v3']);
    // A later rollback by hand goes from v3 to the release before v2, never to v2.
    assert.deepEqual(rollback(), { from: 'v3', to: 'v1', url: 'http://localhost:3003/releases/v1/mf-manifest.json' });
    assert.equal(liveBlog(), 'http://localhost:3003/releases/v1/mf-manifest.json');
    rollback();
    assert.equal(liveBlog(), 'http://localhost:3003/mf-manifest.json');
    assert.throws(rollback, /no earlier release to roll back to/);
  });

  it('the guard withdrawing a release no longer in the history (rolled back by hand) changes nothing but the log', () => {
    for (const id of ['v1', 'v2']) {
      build(id);
      deploy();
    }
    rollback();
    const config = fs.readFileSync(siteConfigFile, 'utf8');
    assert.deepEqual(withdraw('v2', 'deploy guard: failure rate 0.4'), {
      outcome: 'not in history',
      from: 'v2',
      to: 'v1',
      url: 'http://localhost:3003/releases/v1/mf-manifest.json',
    });
    assert.equal(fs.readFileSync(siteConfigFile, 'utf8'), config);
    assert.deepEqual(history(), [null, 'v1']);
    assert.deepEqual(plainLog().slice(-2), [
      { kind: 'rollback', from: 'v2', to: 'v1' },
      {
        kind: 'rollback',
        from: 'v2',
        to: 'v1',
        reason: 'deploy guard: failure rate 0.4',
        liveKept: true,
        note: 'v2 was no longer in the rollback history (rolled back already); v1 stays live, nothing changed',
      },
    ]);
    // Back to the plain build, the note names it.
    rollback();
    withdraw('v1');
    assert.equal(
      plainLog().at(-1).note,
      'v1 was no longer in the rollback history (rolled back already); the plain build (dist/) stays live, nothing changed',
    );
    assert.equal(plainLog().at(-1).to, null);
    assert.equal('reason' in plainLog().at(-1), false);
  });
});
