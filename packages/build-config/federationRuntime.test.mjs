import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { bundlerRuntimeExternal, bundlerRuntimeGlobal, provideBundlerRuntime } from './federationRuntime.mjs';

/** What the remote's externals function answers for `request`: the global's name, or undefined. */
function externalOf(request) {
  let answer;
  bundlerRuntimeExternal({ request }, (error, result) => {
    assert.equal(error, undefined);
    answer = result;
  });
  return answer;
}

describe('a remote borrowing the shell’s bundler runtime', () => {
  it('reads the bundler runtime entry (CommonJS or ESM build) from the global', () => {
    assert.equal(
      externalOf('/repo/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs'),
      bundlerRuntimeGlobal,
    );
    assert.equal(
      externalOf('C:\\repo\\node_modules\\@module-federation\\webpack-bundler-runtime\\dist\\index.js'),
      bundlerRuntimeGlobal,
    );
  });

  it('bundles everything else, the runtime module and the bundler runtime’s own parts included', () => {
    for (const request of [
      '@module-federation/runtime',
      '@module-federation/webpack-bundler-runtime/dist/consumes.cjs',
      './consumes.cjs',
      'react',
      undefined,
    ])
      assert.equal(externalOf(request), undefined, String(request));
  });
});

describe('the shell lending it', () => {
  it('aliases the files this federation release has (an upgrade that moves them fails here)', () => {
    for (const file of Object.values(provideBundlerRuntime.alias)) assert.ok(fs.existsSync(file), file);
    assert.ok(fs.existsSync(provideBundlerRuntime.runtimePlugin));
  });

  it('names the same global the remotes read', () => {
    assert.equal(
      provideBundlerRuntime.define.__CODECRUSH_BUNDLER_RUNTIME_GLOBAL__,
      JSON.stringify(bundlerRuntimeGlobal),
    );
  });
});
