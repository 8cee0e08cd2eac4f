import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The canary's share of page loads in a site config: its `canary.weight`, 0 without one or above
 * 100 (a share at or below 0 gets no page load from the draw anyway).
 * @param {unknown} config
 */
const canaryWeightOf = (config) => {
  const weight = /** @type {{ canary?: { weight?: unknown } } | null} */ (config)?.canary?.weight;
  return typeof weight === 'number' && weight <= 100 ? weight : 0;
};

/**
 * Draws, once per page request, whether the page is answered from the canary's page tree: true for
 * the canary's share of requests (`canary.weight` % of the live site-config.json in `distDir`, read
 * again whenever the file changes; the server's start-up config while there is no file). The draw is
 * the server's own random number: no cookie, no visitor id, and a reload may draw again.
 * @param {string} distDir
 * @param {unknown} startupConfig
 * @param {() => number} [percentile] a whole number from 0 to 99, uniformly
 * @returns {() => boolean}
 */
export function canaryChooser(distDir, startupConfig, percentile = () => crypto.randomInt(100)) {
  const file = path.join(distDir, 'site-config.json');
  /** @type {{ version: string, weight: number } | undefined} */
  let seen;
  const liveWeight = () => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return canaryWeightOf(startupConfig);
    }
    // A deploy replaces the file (write + rename): a new inode, size or time is a new config.
    const version = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    // Stryker disable next-line ConditionalExpression: reading an unchanged file again gives the same weight; only the cost differs
    if (version !== seen?.version) {
      let weight = 0;
      try {
        // Stryker disable next-line StringLiteral: JSON.parse reads a Buffer as UTF-8 text as well
        weight = canaryWeightOf(JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch {
        // An unreadable config serves every page from the stable tree.
      }
      seen = { version, weight };
    }
    return seen.weight;
  };
  return () => percentile() < liveWeight();
}
