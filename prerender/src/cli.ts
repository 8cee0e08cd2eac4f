/**
 * `npm run prerender [-- --remote mf_blog] [-- --deployed] [-- --canary]`: renders every route (or
 * one remote's) into the shell's dist/. Local builds are read from disk; `--deployed` loads every
 * remote's Node build from where site-config.json says its browser build lives. While
 * site-config.json names a canary release, the same routes are rendered with it too, into the
 * canary's page tree (`dist/_canary/`); `--canary` renders that tree alone (every route). Exits
 * non-zero, naming the remote and the route, when a page cannot be rendered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { prerenderTargetOf } from '@codecrush/build-config/prerender-target';
import { remoteAppList, createSiteConfig } from '@codecrush/build-config/runtime';
import { releasesRootOf } from '@codecrush/releases/root';
import type { RemoteName, SiteConfig } from '@codecrush/contracts';
import { canaryPagesDir, canaryRenderConfig, parseSiteConfig, releaseIdOfManifestUrl } from '@codecrush/contracts';
import { prerender } from './prerender';
import { isRemoteName } from './routes';
import { deployedSources, localSources } from './sources';

const repoRoot = path.resolve(__dirname, '..', '..');
const { shellDir, publicOrigin } = prerenderTargetOf();

function readConfig(): SiteConfig {
  const file = path.join(shellDir, 'site-config.json');
  return parseSiteConfig(
    fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : createSiteConfig(process.env),
  );
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const remote = argument('--remote');
  if (remote !== undefined && !isRemoteName(remote)) throw new Error(`--remote: unknown remote "${remote}"`);
  const live = readConfig();
  const canaryOnly = process.argv.includes('--canary');
  if (canaryOnly && !live.canary) throw new Error('--canary: site-config.json names no canary release');
  const trees = [
    ...(canaryOnly ? [] : [{ config: live, outDir: shellDir, label: '' }]),
    ...(live.canary
      ? [{ config: canaryRenderConfig(live), outDir: path.join(shellDir, canaryPagesDir), label: ' with the canary' }]
      : []),
  ];
  for (const tree of trees) await renderTree(tree.config, tree.outDir, canaryOnly ? undefined : remote, tree.label);
}

/** One page tree: every route (or one remote's) rendered with `config` into `outDir`. */
async function renderTree(config: SiteConfig, outDir: string, remote: RemoteName | undefined, label: string) {
  const distOf = (name: RemoteName) => {
    const app = remoteAppList.find((a) => a.name === name);
    if (!app) throw new Error(`unknown remote ${name}`);
    // A remote deployed with `npm run deploy` is live from its release folder (.releases/<dir>/<id>/,
    // packages/releases/deploy.mjs), not from its dist/: render the files the site serves.
    const release = releaseIdOfManifestUrl(config.remotes[name]);
    if (release) return path.join(releasesRootOf(repoRoot), app.dir, release);
    return path.join(repoRoot, app.dir, 'dist');
  };
  const sources = process.argv.includes('--deployed')
    ? deployedSources(config, publicOrigin)
    : localSources(config, distOf);
  const result = await prerender({
    config,
    sources,
    shellDir,
    outDir,
    publicOrigin,
    remote,
    log: (line) => console.log(line),
  });
  console.log(
    `prerendered ${result.files.length} route${result.files.length === 1 ? '' : 's'}${remote ? ` of ${remote}` : ''}${label} in ${(result.ms / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
