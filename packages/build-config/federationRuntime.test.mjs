import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import {
  borrowBundlerRuntime,
  bundlerRuntimeExternal,
  bundlerRuntimeGlobal,
  provideBundlerRuntime,
} from './federationRuntime.mjs';

const bundlerRuntimeEntry = createRequire(import.meta.url).resolve('@module-federation/webpack-bundler-runtime');

/** Builds `source` as the entry of a Node bundle with `plugins`; the bundle's file. */
async function bundle(source, plugins) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'borrow-'));
  fs.writeFileSync(path.join(dir, 'entry.mjs'), source);
  const compiler = rspack({
    context: dir,
    mode: 'development',
    devtool: false,
    target: 'node',
    entry: './entry.mjs',
    output: { path: path.join(dir, 'out'), filename: 'main.cjs' },
    plugins,
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  assert.equal(stats.hasErrors(), false);
  return { dir, file: path.join(dir, 'out', 'main.cjs') };
}

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
      '/repo/node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs.map',
      './consumes.cjs',
      'react',
      undefined,
    ])
      assert.equal(externalOf(request), undefined, String(request));
  });

  it('a remote built with it leaves the bundler runtime out and reads the one the shell lends', async () => {
    const source = `import runtime from ${JSON.stringify(bundlerRuntimeEntry)};\nglobalThis.borrowedRuntime = runtime;\n`;
    const { dir, file } = await bundle(source, [borrowBundlerRuntime()]);
    try {
      const lent = { lentBy: 'shell' };
      globalThis[bundlerRuntimeGlobal] = lent;
      await import(pathToFileURL(file).href);
      assert.equal(globalThis.borrowedRuntime, lent);
      const own = await bundle(source, []);
      // Borrowed, the remote's entry is a fraction of one that bundles its own copy.
      assert.ok(fs.statSync(file).size * 10 < fs.statSync(own.file).size);
      fs.rmSync(own.dir, { recursive: true, force: true });
    } finally {
      delete globalThis[bundlerRuntimeGlobal];
      delete globalThis.borrowedRuntime;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the shell lending it', () => {
  it('aliases every module its runtime plugin imports to a file of this federation release (an upgrade that moves them fails here)', () => {
    assert.ok(fs.statSync(provideBundlerRuntime.runtimePlugin).isFile());
    const plugin = fs.readFileSync(provideBundlerRuntime.runtimePlugin, 'utf8');
    const imported = [...plugin.matchAll(/from '(@codecrush\/federation-[^']+)'/g)].map((match) => match[1]);
    assert.equal(imported.length, 2);
    for (const module of imported) {
      const file = provideBundlerRuntime.alias[`${module}$`];
      assert.ok(file && fs.statSync(file).isFile(), module);
    }
  });

  it('names the same global the remotes read', () => {
    assert.equal(
      provideBundlerRuntime.define.__CODECRUSH_BUNDLER_RUNTIME_GLOBAL__,
      JSON.stringify(bundlerRuntimeGlobal),
    );
  });
});
