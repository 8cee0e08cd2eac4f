import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RemoteName, SiteConfig } from '@codecrush/contracts';
import { prerenderDataId } from 'shell/server';
import { preloadsFor, resolveAssetUrls } from './assets';
import { composeDocument, firstImageOf } from './document';
import { lcpImagePreload } from './lcpImage';
import { createFederation, RemoteRenderError } from './federation';
import { renderRoute } from './render';
import { concreteRoutes, fileOf, remoteOf, routesOfRemote } from './routes';
import type { ConcreteRoute } from './routes';
import { headOf } from './seo';
import { inlineShellStylesheets } from './shellStylesheets';
import { robotsTxt, sitemapXml } from './sitemap';
import type { Manifest, RemoteSource } from './sources';

export type PrerenderOptions = {
  config: SiteConfig;
  sources: Record<RemoteName, RemoteSource>;
  /** The shell's deployed files: template and manifest in, pages out. */
  shellDir: string;
  /** Canonical origin of the public site (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
  /** Only this remote's routes (after it alone was deployed). */
  remote?: RemoteName;
  /**
   * Where the pages go (default `shellDir`): a canary's page tree (`_canary/`) is written apart, and
   * without a sitemap or robots.txt of its own (it is never served under its own path).
   */
  outDir?: string;
  log?: (line: string) => void;
};

export type PrerenderResult = { files: string[]; ms: number };

/** The shell's own index.html, kept aside on the first run: index.html becomes the home page. */
const templateFile = 'shell-template.html';

function readTemplate(shellDir: string): string {
  const index = path.join(shellDir, 'index.html');
  const kept = path.join(shellDir, templateFile);
  const html = fs.readFileSync(index, 'utf8');
  // A fresh shell build writes a new index.html (no prerender data in it): that is the template.
  if (!html.includes(prerenderDataId)) fs.writeFileSync(kept, html);
  if (!fs.existsSync(kept)) throw new Error(`${shellDir} has neither a shell build nor ${templateFile}`);
  return inlineShellStylesheets(fs.readFileSync(kept, 'utf8'), shellDir);
}

/** Writes through a temporary file: a failing run never leaves a half-written page. */
function writeAtomically(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/**
 * Renders the routes (all, or one remote's) and writes one HTML file per route, then the sitemap
 * and robots.txt. Every page is rendered before any is written: one failure writes nothing.
 */
export async function prerender(options: PrerenderOptions): Promise<PrerenderResult> {
  const started = performance.now();
  const { config, sources, shellDir, publicOrigin, outDir = shellDir, log = () => undefined } = options;
  const routes: ConcreteRoute[] = options.remote ? routesOfRemote(options.remote) : concreteRoutes();
  const template = readTemplate(shellDir);
  const nodeEntries = Object.fromEntries(
    Object.entries(sources).map(([name, source]) => [name, source.nodeEntry]),
  ) as Record<RemoteName, string>;
  const loader = createFederation(nodeEntries);
  const browserBases = Object.fromEntries(Object.entries(sources).map(([name, s]) => [name, s.browserBase]));
  const manifests = new Map<RemoteName, Manifest>();

  const pages: { file: string; html: string }[] = [];
  for (const route of routes) {
    const t0 = performance.now();
    const remote = route.module ? remoteOf(route.module) : undefined;
    try {
      const rendered = await renderRoute(route, config, publicOrigin, loader);
      const body = resolveAssetUrls(rendered.body, browserBases);
      const styles = resolveAssetUrls(rendered.styles, browserBases);
      let remoteInfo: { manifest: Manifest; browserBase: string } | undefined;
      if (remote) {
        if (!manifests.has(remote)) manifests.set(remote, await sources[remote].manifest());
        remoteInfo = { manifest: manifests.get(remote) as Manifest, browserBase: sources[remote].browserBase };
      }
      const html = composeDocument({
        template,
        body,
        styles,
        head: headOf(route, rendered.meta, publicOrigin, firstImageOf(body)),
        preloads: [lcpImagePreload(body) ?? [], preloadsFor(route.module, remoteInfo)].flat(),
        data: { id: prerenderDataId, value: { path: route.path, config, publicOrigin } },
        ogType: route.key === 'blogPost' ? 'article' : 'website',
      });
      pages.push({ file: fileOf(route), html });
      log(`${route.path.padEnd(44)} ${(performance.now() - t0).toFixed(0).padStart(5)} ms  ${html.length} B`);
    } catch (error) {
      const owner = remote ?? 'shell';
      const reason = error instanceof Error ? error.message : String(error);
      throw new RemoteRenderError(`prerender failed: remote ${owner}, route ${route.path}: ${reason}`, {
        cause: error,
      });
    }
  }
  for (const page of pages) writeAtomically(path.join(outDir, page.file), page.html);
  if (outDir !== shellDir) return { files: pages.map((page) => page.file), ms: performance.now() - started };
  const all = concreteRoutes();
  writeAtomically(path.join(shellDir, 'sitemap.xml'), sitemapXml(all, publicOrigin));
  writeAtomically(path.join(shellDir, 'robots.txt'), robotsTxt(publicOrigin));
  return { files: pages.map((page) => page.file), ms: performance.now() - started };
}
