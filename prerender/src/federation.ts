import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@codecrush/contracts';
import { sharedLibraries } from '@codecrush/contracts/shared-libraries';
import type { RemoteComponentModule, RemoteModuleLoader } from '@codecrush/composition';

const require = createRequire(__filename);
const versionOf = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

/**
 * The prerenderer's own single copy of every shared library (packages/contracts' list), handed to the remotes' Node builds
 * (which bundle none: `import: false`). The shell's layout imports the very same modules.
 */
const external = (name: string, pkg = name) => ({
  lib: require(name) as unknown,
  version: versionOf(pkg),
  strict: true,
});
const workspace = (name: string) => ({ lib: require(name) as unknown, version: '1.0.0', strict: false });
const libraries: Record<string, { lib: unknown; version: string; strict: boolean }> = Object.fromEntries([
  ...sharedLibraries.packages.flatMap(({ name, subpaths }) => [
    [name, external(name)],
    ...subpaths.map((subpath) => [`${name}/${subpath}`, external(`${name}/${subpath}`, name)]),
  ]),
  ...sharedLibraries.workspaces.map((name) => [name, workspace(name)]),
]);

/** The MF Node loader only fetches http(s): a `file:` entry (a local build) is required from disk. */
const fileEntryPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'codecrush-file-entry',
  loadEntry({ remoteInfo }) {
    if (!remoteInfo.entry.startsWith('file:')) return undefined;
    const path = fileURLToPath(remoteInfo.entry);
    delete require.cache[path];
    const exports = require(path) as Record<string, unknown>;
    return (exports[remoteInfo.entryGlobalName] ?? exports) as never;
  },
});

export class RemoteRenderError extends Error {}

const isComponentModule = (value: unknown): value is RemoteComponentModule =>
  typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';

/**
 * A federation host in Node with the remotes' Node entries registered, and the loader the shell's
 * RemoteView uses during the render.
 */
export function createFederation(nodeEntries: Record<RemoteName, string>): RemoteModuleLoader {
  const instance = createInstance({
    name: 'codecrush_prerender',
    plugins: [fileEntryPlugin()],
    remotes: Object.entries(nodeEntries).map(([name, entry]) => ({ name, entry })),
    shared: Object.fromEntries(
      Object.entries(libraries).map(([name, { lib, version, strict }]) => [
        name,
        {
          version,
          lib: () => lib,
          shareConfig: { singleton: true, requiredVersion: strict ? `^${version}` : false },
        },
      ]),
    ),
    shareStrategy: 'loaded-first',
  });
  return async (id) => {
    let loaded: unknown;
    try {
      loaded = await instance.loadRemote<unknown>(id);
    } catch (error) {
      throw new RemoteRenderError(`${id}: the remote failed to load (${String(error)})`, { cause: error });
    }
    if (!isComponentModule(loaded)) throw new RemoteRenderError(`${id} has no default component export`);
    return loaded;
  };
}
