import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { releaseIdOfManifestUrl } from '@codecrush/build-config/contracts';
import { releasesRootOf } from '@codecrush/releases';
import { prerenderTargetOf } from '@codecrush/build-config/prerender-target';
import { createSiteConfig, remoteAppList } from '@codecrush/build-config/runtime';
import { distOf, repoRoot, run } from './workspace.mjs';

/**
 * Runs the prerenderer (prerender/, TypeScript through tsx): every route, or with
 * `['--remote', 'mf_blog']` only that remote's routes. Rejects when a page cannot be rendered.
 * A full run (no arguments) records what it rendered from (`prerenderInputs`), so that
 * `prerenderUnlessCurrent` can tell its pages are still current; any other run forgets it.
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} options e.g. SHELL_DIST, PUBLIC_ORIGIN
 */
export async function prerenderSite(args = [], options = {}) {
  const env = options.env ?? process.env;
  const stamp = stampFileOf(env);
  fs.rmSync(stamp, { force: true });
  await run('node', ['--import', 'tsx', 'prerender/src/cli.ts', ...args], options);
  if (args.length > 0) return;
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, `${JSON.stringify(prerenderState(env))}\n`);
}

/**
 * `npm start`: prerenders every route unless the last full prerender into the same shell folder
 * rendered from exactly the inputs there are now (then its pages would come out byte for byte the
 * same): a second `npm start`, or the test steps after `npm run prerender`, start at once.
 * @param {{ env?: NodeJS.ProcessEnv }} options
 */
export async function prerenderUnlessCurrent(options = {}) {
  const env = options.env ?? process.env;
  const stamp = stampFileOf(env);
  const recorded = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : undefined;
  const now = prerenderState(env);
  if (now.inputs !== undefined && recorded === JSON.stringify(now)) {
    console.log('prerendered pages are current (same builds, code and site config): not rendered again');
    return;
  }
  await prerenderSite([], options);
}

const shellDirOf = (env) => prerenderTargetOf(env).shellDir;

/** Where the record of a shell folder's last full prerender is kept (outside the served files). */
const stampFileOf = (env) =>
  path.join(
    repoRoot,
    '.data',
    'prerendered',
    `${createHash('sha256').update(shellDirOf(env)).digest('hex').slice(0, 16)}.json`,
  );

/** The folders of the code the prerenderer runs from source (tsx), and the lockfile. */
const sourceRoots = [
  'prerender/src',
  'shell/src',
  'packages/ui/src',
  'packages/composition/src',
  'packages/contracts/src',
  'packages/build-config',
];

const sha256 = (content) => createHash('sha256').update(content).digest('hex');

/** JSON with every object's keys sorted: the same value always gives the same text. */
const canonical = (value) =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * The prerender's inputs now, and its outputs as they are in the shell folder (every page, the
 * sitemap and robots.txt): pages copied in from elsewhere or rewritten since do not pass for current.
 * @param {NodeJS.ProcessEnv} env
 */
export function prerenderState(env) {
  const shellDir = shellDirOf(env);
  const outputs = fs
    .readdirSync(shellDir, { recursive: true })
    .filter((file) => /\.html$|^sitemap\.xml$|^robots\.txt$/.test(file) && !file.endsWith('shell-template.html'))
    .sort()
    .map((file) => `${file} ${fileHash(path.join(shellDir, file))}`);
  return { inputs: prerenderInputs(env), pages: sha256(outputs.join('\n')) };
}
const fileHash = (file) => (fs.existsSync(file) ? sha256(fs.readFileSync(file)) : 'missing');

/**
 * What a full prerender's pages are made from, as one hash, or undefined when the shell folder holds
 * a fresh build (its index.html is the template again: the home page must be rendered): the site
 * config the pages carry (prerender/src/cli.ts reads it the same way), the public origin, the shell's
 * template, each remote's browser manifest and Node entry (from its dist/, or the release
 * site-config.json names), and the code run from source, by each file's size and time.
 * @param {NodeJS.ProcessEnv} env
 */
function prerenderInputs(env) {
  const shellDir = shellDirOf(env);
  const index = path.join(shellDir, 'index.html');
  if (!fs.existsSync(index) || !fs.readFileSync(index, 'utf8').includes('codecrush-prerender')) return undefined;
  const configFile = path.join(shellDir, 'site-config.json');
  const config = fs.existsSync(configFile) ? JSON.parse(fs.readFileSync(configFile, 'utf8')) : createSiteConfig(env);
  const releases = releasesRootOf(repoRoot, env);
  const remotes = remoteAppList.map((app) => {
    const release = releaseIdOfManifestUrl(config.remotes?.[app.name] ?? '');
    const dir = release ? path.join(releases, app.dir, release) : distOf(app.dir);
    return [app.name, fileHash(path.join(dir, 'mf-manifest.json')), fileHash(path.join(dir, 'node', 'remoteEntry.js'))];
  });
  const sources = sourceRoots
    .flatMap((root) => fs.readdirSync(path.join(repoRoot, root), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const { size, mtimeMs } = fs.statSync(file);
      return `${path.relative(repoRoot, file)} ${size} ${mtimeMs}`;
    })
    .sort();
  const lockfile = fs.statSync(path.join(repoRoot, 'package-lock.json'));
  return sha256(
    canonical({
      config,
      publicOrigin: prerenderTargetOf(env).publicOrigin,
      template: fileHash(path.join(shellDir, 'shell-template.html')),
      remotes,
      sources,
      lockfile: [lockfile.size, lockfile.mtimeMs],
    }),
  );
}
