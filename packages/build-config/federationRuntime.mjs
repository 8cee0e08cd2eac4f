import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

/**
 * The global through which the shell lends its Module Federation bundler runtime to the remotes.
 * Versioned: a remote built against another federation release must not borrow this one.
 */
// Stryker disable next-line StringLiteral: the shell and its remotes read this one constant, so within one build every name works alike
export const bundlerRuntimeGlobal = '__CODECRUSH_FEDERATION_BUNDLER_RUNTIME_2__';

/** The module every container's federation bootstrap imports (by this resolved path). */
const bundlerRuntimeEntry = require.resolve('@module-federation/webpack-bundler-runtime');
const isBundlerRuntimeEntry = (request) =>
  // Stryker disable next-line ConditionalExpression: a missing request tests as the text "undefined", which the path pattern never matches
  typeof request === 'string' &&
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/.test(request);

/**
 * The externals rule of a borrowing remote: the bundler runtime's entry is the global, any other
 * request is bundled as usual.
 * @param {{ request?: string }} data
 * @param {(error?: Error, result?: string) => void} callback
 */
export function bundlerRuntimeExternal({ request }, callback) {
  return isBundlerRuntimeEntry(request) ? callback(undefined, bundlerRuntimeGlobal) : callback();
}

/**
 * Production remotes do not bundle the federation bundler runtime (≈ 10 KB gzip of every
 * remoteEntry.js, with the sdk and error codes it pulls in): they read it from the global the
 * shell's `provideBundlerRuntime` runtime plugin defines, as `externalRuntime` already does for
 * the runtime core.
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function borrowBundlerRuntime() {
  // Stryker disable next-line StringLiteral: the default external type reads the same global by its name; only a shell that lends nothing fails differently (a ReferenceError instead of undefined)
  return new rspack.ExternalsPlugin('global', [bundlerRuntimeExternal]);
}

/**
 * What the shell's build needs to lend it: the runtime plugin, and the two modules it imports,
 * aliased to the very files the federation bootstrap uses (one copy in the shell's bundle).
 */
export const provideBundlerRuntime = {
  runtimePlugin: path.join(import.meta.dirname, 'federation', 'provideBundlerRuntime.mjs'),
  alias: {
    '@codecrush/federation-bundler-runtime$': bundlerRuntimeEntry,
    '@codecrush/federation-init-container-entry$': path.join(
      path.dirname(bundlerRuntimeEntry),
      'initContainerEntry.cjs',
    ),
  },
  define: { __CODECRUSH_BUNDLER_RUNTIME_GLOBAL__: JSON.stringify(bundlerRuntimeGlobal) },
};
