import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { buildIdOf, sharedDependencies } from './shared.mjs';

const require = createRequire(import.meta.url);
const installed = (pkg) => require(`${pkg}/package.json`).version;

test('every shared library is one instance: npm packages at their installed major, subpath imports under their prefix', () => {
  assert.deepEqual(sharedDependencies.react, { singleton: true, requiredVersion: `^${installed('react')}` });
  assert.deepEqual(sharedDependencies['react/'], { singleton: true, requiredVersion: `^${installed('react')}` });
  assert.deepEqual(sharedDependencies['react-dom/'], {
    singleton: true,
    requiredVersion: `^${installed('react-dom')}`,
  });
  assert.deepEqual(sharedDependencies['@emotion/react'], {
    singleton: true,
    requiredVersion: `^${installed('@emotion/react')}`,
  });
  // A package without subpaths is shared under its name only.
  assert.equal(sharedDependencies['@emotion/react/'], undefined);
  assert.equal(sharedDependencies['react-hot-toast/'], undefined);
  // The workspaces: one version in the repo, no range to check.
  assert.deepEqual(sharedDependencies['@codecrush/ui'], { singleton: true, requiredVersion: false });
  assert.deepEqual(sharedDependencies['@codecrush/composition'], { singleton: true, requiredVersion: false });
});

test("the build id: BUILD_ID when set, else 'dev' in development and 'local' in a production build", () => {
  assert.equal(buildIdOf(false, { BUILD_ID: '2026.11.26-2' }), '2026.11.26-2');
  assert.equal(buildIdOf(true, { BUILD_ID: '2026.11.26-2' }), '2026.11.26-2');
  assert.equal(buildIdOf(true, {}), 'dev');
  assert.equal(buildIdOf(false, {}), 'local');
});
