/**
 * The postinstall step that keeps better-sqlite3's compiled binary in npm's cache: what it writes is
 * what better-sqlite3's own installer (prebuild-install) then takes instead of compiling, in a fresh
 * copy of the package with an empty build folder.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiRequire = createRequire(join(repoRoot, 'api', 'package.json'));
const sqliteDir = dirname(apiRequire.resolve('better-sqlite3/package.json'));
const binary = join('build', 'Release', 'better_sqlite3.node');

const keep = (env) =>
  spawnSync(process.execPath, ['scripts/keep-native-build.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe("better-sqlite3's compiled binary, kept for the next install", () => {
  let root;
  let cache;
  let first;
  before(() => {
    root = mkdtempSync(join(tmpdir(), 'native-build-'));
    cache = join(root, 'npm-cache');
    first = keep({ npm_config_cache: cache });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('is packed into npm cache under the name of the prebuild it stands for', () => {
    assert.equal(first.status, 0, first.stderr);
    const version = JSON.parse(readFileSync(join(sqliteDir, 'package.json'), 'utf8')).version;
    const [file, ...others] = readdirSync(join(cache, '_prebuilds'));
    assert.deepEqual(others, []);
    assert.match(
      file,
      new RegExp(`^[0-9a-f]{6}-better-sqlite3-v${version.replace(/\./g, '\\.')}-node-v${process.versions.modules}-`),
    );
    assert.match(first.stdout, /compiled binary kept in npm's cache/);
    const entries = execFileSync('tar', ['-tzf', join(cache, '_prebuilds', file)], { encoding: 'utf8' });
    assert.deepEqual(entries.trim().split('\n'), [binary]);
  });

  it("is what better-sqlite3's installer unpacks instead of compiling", () => {
    const fresh = join(root, 'better-sqlite3');
    mkdirSync(fresh);
    copyFileSync(join(sqliteDir, 'package.json'), join(fresh, 'package.json'));
    const installer = apiRequire.resolve('prebuild-install/bin.js', { paths: [sqliteDir] });
    const run = spawnSync(process.execPath, [installer, '--verbose'], {
      cwd: fresh,
      env: { ...process.env, npm_config_cache: cache },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stderr, /found cached prebuild/);
    assert.deepEqual(readFileSync(join(fresh, binary)), readFileSync(join(sqliteDir, binary)));
  });

  it('is kept once, and not at all with NATIVE_BUILD_CACHE=off', () => {
    const again = keep({ npm_config_cache: cache });
    assert.equal(again.status, 0, again.stderr);
    assert.equal(again.stdout, '');
    const off = keep({ npm_config_cache: join(root, 'other-cache'), NATIVE_BUILD_CACHE: 'off' });
    assert.equal(off.status, 0, off.stderr);
    assert.equal(existsSync(join(root, 'other-cache')), false);
  });
});
