import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSiteConfig, host, plannedPort } from '@codecrush/build-config/runtime';
import { serveApp } from '@codecrush/server';
import type { PrerenderData } from 'shell/prerender-data';
import { scriptJson } from '@codecrush/contracts';
import { prerenderDataId } from 'shell/prerender-data';

// Playwright loads specs as CommonJS: __dirname is this folder.
const shellDist = join(__dirname, '..', '..', 'shell', 'dist');

/** A second deploy of the same shell build, with developer overrides turned on (DEV_OVERRIDES=on). */
const overrideShellPort = plannedPort('e2eOverrideShell');
export const overrideShellOrigin = `http://localhost:${overrideShellPort}`;

const inlinedData = new RegExp(`(<script type="application/json" id="${prerenderDataId}">)([^<]*)(</script>)`);

/**
 * Writes `config` into every prerendered page of `distDir`, as a deploy that prerenders with it
 * would (the boot reads the inlined config, not the file, on a prerendered page).
 */
export async function inlineConfig(distDir: string, config: PrerenderData['config']) {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((file) => file.isFile() && file.name.endsWith('.html'))) {
    const file = join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    const updated = html.replace(inlinedData, (_match, open: string, json: string, close: string) => {
      const data: PrerenderData = { ...(JSON.parse(json) as PrerenderData), config };
      return `${open}${scriptJson(data)}${close}`;
    });
    if (updated !== html) await writeFile(file, updated);
  }
}

/**
 * Deploys the built shell a second time — its own copy of dist/ with a site-config.json written
 * with DEV_OVERRIDES=on, served by the production server — next to the run's composition (whose
 * remotes it uses). Returns a function that stops it and removes the copy.
 */
export async function startOverrideShell(): Promise<() => Promise<void>> {
  const distDir = await mkdtemp(join(tmpdir(), 'e2e-override-shell-'));
  await cp(shellDist, distDir, { recursive: true });
  const config = createSiteConfig({ ...process.env, DEV_OVERRIDES: 'on' });
  await writeFile(join(distDir, 'site-config.json'), JSON.stringify(config));
  await inlineConfig(distDir, config);
  const server = await serveApp({ distDir, port: overrideShellPort, host, isHost: true, config });
  return async () => {
    await server.close();
    await rm(distDir, { recursive: true, force: true });
  };
}
