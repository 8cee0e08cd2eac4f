import fs from 'node:fs';
import path from 'node:path';

const listFile = 'packages/contracts/src/apps.mjs';

/** A JSON file of the checkout at `root`. */
// Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as UTF-8 text as well
const readJson = (root, file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/**
 * The app folders of a checkout: the folders (workspaces, and any top-level folder) holding a
 * package.json and an rspack.config.mjs, i.e. a federation build.
 * @param {string} root the repository root
 * @returns {string[]} folder paths relative to `root`, sorted
 */
export function appFoldersOf(root) {
  /** @type {{ workspaces?: string[] }} */
  // Stryker disable next-line ArrayDeclaration: a made-up workspace holds no app, so it is filtered out like none
  const { workspaces = [] } = readJson(root, 'package.json');
  const topLevel = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name);
  const isApp = (dir) =>
    fs.existsSync(path.join(root, dir, 'package.json')) && fs.existsSync(path.join(root, dir, 'rspack.config.mjs'));
  return [...new Set([...workspaces, ...topLevel])].filter(isApp).sort();
}

/**
 * Where the app folders and the app list disagree: an app folder the list lacks, a listed app
 * without its folder, an app folder that is not a workspace, an app whose src/ the root
 * tsconfig.json does not typecheck. Empty when they agree.
 * @param {{ folders: readonly string[], workspaces: readonly string[], typechecked: readonly string[], listed: readonly string[] }} found
 * @returns {string[]}
 */
function appListMismatches({ folders, workspaces, typechecked, listed }) {
  return [
    ...folders
      .filter((dir) => !listed.includes(dir))
      .map((dir) => `${dir}/ has an rspack.config.mjs but is not in ${listFile}`),
    ...listed
      .filter((dir) => !folders.includes(dir))
      .map((dir) => `${dir} is listed in ${listFile} but has no folder with a package.json and an rspack.config.mjs`),
    ...folders
      .filter((dir) => !workspaces.includes(dir))
      .map((dir) => `${dir}/ is an app folder but not one of the root package.json workspaces`),
    ...listed
      .filter((dir) => !typechecked.includes(`${dir}/src`))
      .map((dir) => `${dir}/src is not in the root tsconfig.json "include" (npm run typecheck skips it)`),
  ];
}

/**
 * The checkout at `root` against an app list.
 * @param {string} root
 * @param {readonly string[]} listed the folders of the app list
 */
export function checkAppFolders(root, listed) {
  // Stryker disable next-line ArrayDeclaration: a made-up workspace names no app folder, so no result changes
  const { workspaces = [] } = readJson(root, 'package.json');
  // Stryker disable next-line ArrayDeclaration: a made-up include names no app's src/, so no result changes
  const { include: typechecked = [] } = readJson(root, 'tsconfig.json');
  return appListMismatches({ folders: appFoldersOf(root), workspaces, typechecked, listed });
}
