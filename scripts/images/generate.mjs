#!/usr/bin/env node
/**
 * Renders every app's designed illustrations (src/content/illustrations.ts) to AVIF + WebP in
 * three widths under src/generated/images/, and writes src/generated/images.ts. Unchanged
 * illustrations are skipped (src/generated/.hash), so a rerun takes well under a second. An
 * illustration is copied instead of rendered from the committed store, illustrations/ (a fresh clone
 * renders none), or from what this machine rendered before (lib/cache.mjs); what is rendered goes
 * into both. Run over every app, it also removes from illustrations/ what no app uses any more.
 *
 *   node scripts/images/generate.mjs              every app
 *   node scripts/images/generate.mjs mf-blog      some apps (a name under the repo root, or a path)
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from '@codecrush/build-config/runtime';
import { defaultStores, generateApp } from './lib/app.mjs';
import { generatorHash } from './lib/manifest.mjs';

const scriptDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(scriptDir, '../..');

const started = performance.now();
const targets = process.argv.slice(2);
const dirs = (targets.length > 0 ? targets : apps.map((app) => app.dir)).map((dir) =>
  isAbsolute(dir) ? dir : join(root, dir),
);
const generator = generatorHash(scriptDir);
const stores = defaultStores(root);
const [committed] = stores;
const committedBefore = committed.hashes();
const used = new Set();
let total = 0;
let rendered = 0;
let restored = 0;
for (const dir of dirs) {
  const t0 = performance.now();
  const result = await generateApp(dir, generator, { stores }).catch((error) => {
    console.error(`images: ${dir}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
  if (!result) continue;
  for (const hash of result.hashes) used.add(hash);
  total += result.total;
  rendered += result.rendered;
  restored += result.restored;
  const kb = result.bytes ? `, ${(result.bytes / 1024).toFixed(0)} KB written` : '';
  console.log(
    `images ${dir.startsWith(root) ? dir.slice(root.length + 1) : dir}: ${result.rendered}/${result.total} rendered${result.restored ? `, ${result.restored} from a store` : ''} in ${((performance.now() - t0) / 1000).toFixed(1)} s${kb}`,
  );
}
const removed = targets.length === 0 ? committed.prune(used) : 0;
const added = [...committed.hashes()].filter((hash) => !committedBefore.has(hash)).length;
console.log(
  `images: ${rendered} of ${total} rendered${restored ? `, ${restored} from a store` : ''} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
if (added + removed > 0)
  console.log(
    `images: illustrations/ changed (${added} added, ${removed} no app uses removed): commit it with the illustrations, so a fresh clone renders none`,
  );
