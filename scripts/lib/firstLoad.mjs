import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { apps, portOf } from '@codecrush/build-config/runtime';
import { releaseFileOfPath } from '@codecrush/build-config/contracts';
import { releasesRootOf } from '@codecrush/releases';
import { distOf, repoRoot } from './workspace.mjs';

/**
 * A route's first-load JavaScript read from the production build, without a browser: the scripts
 * its prerendered HTML loads — the shell's `<script src>` and the preloads of the route remote's
 * entry and its page's synchronous chunks (prerender/src/assets.ts) — plus the shell's boot chunks,
 * the scripts the shell's entry loads before it hydrates, the same on every page (`npm run size`
 * reads them from its browser sample).
 */

/** The prerendered HTML file of a path in shell/dist (prerender/src/routes.ts `fileOf`). */
export const htmlFileOf = (route) =>
  path.join(distOf('shell'), route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** The script URLs a prerendered page names: `<script src>` and `<link rel="preload" as="script">`, absolute. */
export function scriptsInHtml(html, baseUrl) {
  const tags = html.matchAll(
    /<script\b[^>]*\bsrc="([^"]+)"|<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"/g,
  );
  return [...new Set([...tags].map((match) => new URL((match[1] ?? match[2]).replaceAll('&amp;', '&'), baseUrl).href))];
}

/** Which app's files a URL of the composition is: the app whose port it is on. */
const appOnPort = (url) => apps.find((app) => String(portOf(app.dir)) === new URL(url).port);

/** The file on disk a composition URL serves: the app's dist/, or a deployed release of a remote. */
function fileOfUrl(url) {
  const app = appOnPort(url);
  if (!app) throw new Error(`${url} is not on a port of this composition (PORT_OFFSET?)`);
  const { pathname } = new URL(url);
  const release = releaseFileOfPath(pathname);
  return release
    ? path.join(releasesRootOf(repoRoot), app.dir, release.id, decodeURIComponent(release.file))
    : path.join(distOf(app.dir), decodeURIComponent(pathname));
}

const gzipSizes = new Map();
/** Raw and gzip (level 9) bytes of a script file, read once. */
function sizeOfFile(file) {
  if (!gzipSizes.has(file)) {
    const body = fs.readFileSync(file);
    gzipSizes.set(file, { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  return gzipSizes.get(file);
}

/** The totals of a set of script URLs, their bytes read from the build. */
export function bytesOf(urls) {
  return [...urls].reduce(
    (sum, url) => {
      const { raw, gzip } = sizeOfFile(fileOfUrl(url));
      return { files: sum.files + 1, raw: sum.raw + raw, gzip: sum.gzip + gzip };
    },
    { files: 0, raw: 0, gzip: 0 },
  );
}
