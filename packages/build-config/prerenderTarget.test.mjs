import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { portOf } from './ports.mjs';
import { prerenderTargetOf } from './prerenderTarget.mjs';

test('by default the prerender renders into shell/dist for the local shell', () => {
  const target = prerenderTargetOf({});
  assert.equal(target.shellDir, path.resolve(import.meta.dirname, '..', '..', 'shell', 'dist'));
  assert.equal(target.publicOrigin, `http://localhost:${portOf('shell')}`);
});

test('SHELL_DIST (made absolute) and PUBLIC_ORIGIN move it', () => {
  assert.deepEqual(prerenderTargetOf({ SHELL_DIST: 'deploy/shell', PUBLIC_ORIGIN: 'https://codecrush.tech' }), {
    shellDir: path.resolve('deploy/shell'),
    publicOrigin: 'https://codecrush.tech',
  });
});
