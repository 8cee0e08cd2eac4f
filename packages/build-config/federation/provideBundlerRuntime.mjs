/* global __CODECRUSH_BUNDLER_RUNTIME_GLOBAL__ */
// A runtime plugin of the shell (browser code): lends the shell's federation bundler runtime to
// the production remotes, which are built without their own copy (federationRuntime.mjs).
import federation from '@codecrush/federation-bundler-runtime';
import { initContainerEntry } from '@codecrush/federation-init-container-entry';

const { runtime } = federation;

/**
 * `init` as a remote's own copy of the runtime module ran it: the container's instance is found
 * by its name and version (a reloaded container keeps its instance) or created. The shell's copy
 * would match its own build id instead (the shell's instance), and would make the new instance
 * the target of the module's `loadRemote`/`registerRemotes`, which the shell calls.
 */
function initRemoteContainer(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = runtime.getInstance(
    (instance) => instance.options.name === options.name && instance.options.version === options.version,
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

// Every read gives a fresh object, as each remote's own bundled copy did: per-container state
// (instance, init options, share-scope object, runtime options) is never shared between
// containers; only the stateless functions are. The shell exposes no modules, so its build leaves
// out `initContainerEntry`; a remote's container needs it.
Object.defineProperty(globalThis, __CODECRUSH_BUNDLER_RUNTIME_GLOBAL__, {
  configurable: true,
  get: () => ({
    runtime: { ...runtime, init: initRemoteContainer },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: { ...federation.bundlerRuntime, S: {}, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
    bundlerRuntimeOptions: {},
  }),
});

export default function provideBundlerRuntime() {
  return { name: 'codecrush-provide-bundler-runtime' };
}
