import fs from 'node:fs';
import path from 'node:path';
import { remoteKeyOfName } from '@codecrush/contracts/apps';
import { exposedModules, remoteNames } from './contracts.mjs';

/**
 * The `exposes` map of a remote, generated from `@codecrush/contracts`: `./BlogListPage` →
 * `./src/pages/BlogListPage.tsx` for every module the contract declares. Fails the build, naming
 * the remote and module, when the app's container name is not in the contract or a page is missing.
 * @param {{ dir: string, name: string }} app
 * @param {string} appDir
 */
export function exposesOf(app, appDir) {
  const key = remoteKeyOfName(app.name);
  if (!key)
    throw new Error(
      `${app.dir}: container name "${app.name}" is not one of packages/contracts remoteNames (${Object.values(remoteNames).join(', ')})`,
    );
  return Object.fromEntries(
    exposedModules[key].map((module) => {
      const file = `./src/pages/${module}.tsx`;
      if (!fs.existsSync(path.join(appDir, file)))
        throw new Error(
          `${app.dir} (${app.name}): packages/contracts declares the exposed module "${module}", but ${file} does not exist`,
        );
      return [`./${module}`, file];
    }),
  );
}
