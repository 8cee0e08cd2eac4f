import { test } from 'node:test';
import assert from 'node:assert/strict';
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

test('an app folder the list lacks, a listed app without a folder, an app outside the workspaces or the typecheck: each fails', () => {
  assert.deepEqual(checkAppFolders(fixture, ['shell', 'mf-a', 'mf-gone']), [
    'mf-extra/ has an rspack.config.mjs but is not in packages/contracts/src/apps.mjs',
    'mf-stray/ has an rspack.config.mjs but is not in packages/contracts/src/apps.mjs',
    'mf-gone is listed in packages/contracts/src/apps.mjs but has no folder with a package.json and an rspack.config.mjs',
    'mf-stray/ is an app folder but not one of the root package.json workspaces',
    'mf-gone/src is not in the root tsconfig.json "include" (npm run typecheck skips it)',
  ]);
});
