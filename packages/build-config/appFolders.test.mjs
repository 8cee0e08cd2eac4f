import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appList } from '@codecrush/contracts/apps';
import { appFoldersOf, checkAppFolders } from './appFolders.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const fixture = path.join(here, 'fixtures/app-folders');

test('the workspace app folders and the app list of packages/contracts agree', () => {
  assert.deepEqual(
    checkAppFolders(
      repoRoot,
      appList.map((app) => app.dir),
    ),
    [],
  );
});

test('finds the app folders of a checkout: workspaces and top-level folders with an rspack config', () => {
  assert.deepEqual(appFoldersOf(fixture), ['mf-a', 'mf-extra', 'mf-stray', 'shell']);
});

test('a hidden folder, node_modules and a folder with only an rspack config are not app folders', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'app-folders-'));
  try {
    fs.cpSync(fixture, root, { recursive: true });
    for (const copy of ['.backup-shell', 'node_modules'])
      fs.cpSync(path.join(fixture, 'shell'), path.join(root, copy), { recursive: true });
    fs.mkdirSync(path.join(root, 'tools'));
    fs.writeFileSync(path.join(root, 'tools', 'rspack.config.mjs'), 'export default {};\n');
    assert.deepEqual(appFoldersOf(root), ['mf-a', 'mf-extra', 'mf-stray', 'shell']);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('an app folder the list lacks, a listed app without a folder, an app outside the workspaces or the typecheck: each fails', () => {
  assert.deepEqual(checkAppFolders(fixture, ['shell', 'mf-a', 'mf-gone']), [
    'mf-extra/ has an rspack.config.mjs but is not in packages/contracts/src/apps.mjs',
    'mf-stray/ has an rspack.config.mjs but is not in packages/contracts/src/apps.mjs',
    'mf-gone is listed in packages/contracts/src/apps.mjs but has no folder with a package.json and an rspack.config.mjs',
    'mf-stray/ is an app folder but not one of the root package.json workspaces',
    'mf-gone/src is not in the root tsconfig.json "include" (npm run typecheck skips it)',
  ]);
});
