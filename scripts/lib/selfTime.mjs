/**
 * Where a page's scripts spend their own time, by the source package of the code that ran: the CPU
 * samples of a trace (`samplesOf`) mapped through each script's source map. `npm run longtasks --
 * --by-source` prints it, so a long task of "the shell entry" can be split into the federation
 * runtime, webpack's runtime and the shell's own modules.
 */
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/**
 * The package a bundled source belongs to: the npm package under `node_modules/` (scoped or not),
 * webpack's own runtime, the federation runtime's generated glue, or the repo folder of the site's
 * own code (`packages/ui`, `shell/src`, `mf-blog/src`).
 * @param {string} source a source map's source, e.g. `webpack://shell/../node_modules/react-dom/cjs/x.js`
 */
export function packageOfSource(source) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1];
  if (source.startsWith('data:')) return 'federation runtime (generated)';
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/^(\.\/)?webpack\//.test(path)) return 'webpack runtime';
  const parts = path.split('/').filter((part) => part !== '..' && part !== '.');
  if (parts[0] === 'packages') return parts.slice(0, 2).join('/');
  if (parts[0] === 'src') return 'the app’s src';
  return parts.slice(0, 2).join('/') || '(unknown)';
}

/** The file name of a script URL without its content hash: `http://h/static/js/main.0123abcd.js` → `main.js`. */
export const scriptName = (url) =>
  (url.split('?')[0].split('/').pop() ?? url).replace(/\.[0-9a-f]{8,}(?=\.js$)/, '') || url;

/**
 * The samples' time summed by script and source package, largest first. `sourceOf(url, line,
 * column)` gives a sample's original source, or undefined when the script has no source map there.
 * @param {{ url: string, line: number, column: number, dur: number }[]} samples
 * @param {(url: string, line: number, column: number) => string | undefined} sourceOf
 */
export function selfTimeBySource(samples, sourceOf) {
  const totals = new Map();
  for (const { url, line, column, dur } of samples) {
    if (!url) continue;
    const source = line >= 0 ? sourceOf(url, line, column) : undefined;
    const key = `${scriptName(url)}\u0000${source === undefined ? '(no source map)' : packageOfSource(source)}`;
    totals.set(key, (totals.get(key) ?? 0) + dur);
  }
  return [...totals]
    .map(([key, us]) => {
      const [script, pkg] = key.split('\u0000');
      return { script, package: pkg, ms: us / 1000 };
    })
    .sort((a, b) => b.ms - a.ms);
}

/**
 * Resolves a script position to its original source through the script's source map (`<url>.map`,
 * fetched once per script). Call `load(url)` for every script before resolving.
 */
export function sourceMaps(fetchText = async (url) => (await fetch(url)).text()) {
  const maps = new Map();
  return {
    async load(url) {
      if (maps.has(url)) return;
      try {
        maps.set(url, new TraceMap(JSON.parse(await fetchText(`${url}.map`))));
      } catch {
        maps.set(url, undefined);
      }
    },
    sourceOf(url, line, column) {
      const map = maps.get(url);
      return map ? (originalPositionFor(map, { line: line + 1, column }).source ?? undefined) : undefined;
    },
  };
}
