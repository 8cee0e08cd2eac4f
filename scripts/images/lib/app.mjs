/** Brings one app's `src/generated/` up to date with its `src/content/illustrations.ts`. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pool } from '../../lib/pool.mjs';
import { committedStoreDir, imageCache, imageCacheDir } from './cache.mjs';
import { encodeIllustration, fileName, formats, widths } from './encode.mjs';
import { readManifest, sourceHash, specHash } from './manifest.mjs';
import { imageModule, imagesModule } from './module.mjs';
import { loadSpecs } from './specs.mjs';

const filesOf = (id) => widths.flatMap((width) => formats.map(({ ext }) => fileName(id, width, ext)));

/** Keeps in each store the illustrations of `hashById` (id → hash) it lacks, from `imageDir`. */
function fillStores(stores, hashById, imageDir) {
  for (const [id, hash] of Object.entries(hashById))
    for (const store of stores) if (!store.has(hash, filesOf(id))) store.store(hash, filesOf(id), imageDir);
}

const writeIfChanged = (file, content) => {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
};

/** The stores an illustration is copied from, in this order, and kept in: the committed one, then the user's. */
export const defaultStores = (repoRoot) => [imageCache(committedStoreDir(repoRoot)), imageCache(imageCacheDir())];

/**
 * Returns { total, rendered, restored (copied from a store), bytes, hashes (of every illustration) },
 * or null when the app has no illustrations.ts. Every store ends up holding every illustration of the app.
 */
export async function generateApp(appDir, generator, { concurrency = availableParallelism(), stores = [] } = {}) {
  const specFile = join(appDir, 'src/content/illustrations.ts');
  if (!existsSync(specFile)) return null;
  const outDir = join(appDir, 'src/generated');
  const imageDir = join(outDir, 'images');
  const manifestFile = join(outDir, '.hash');
  const moduleFile = join(outDir, 'images.ts');
  const byIdDir = join(outDir, 'byId');
  const manifest = readManifest(manifestFile);
  const source = sourceHash(readFileSync(specFile, 'utf8'), generator);
  const present = (id) => filesOf(id).every((name) => existsSync(join(imageDir, name)));

  // Fast path: same illustrations.ts, same generator, every output still on disk.
  const known = Object.keys(manifest.images);
  const hasModule = (id) => existsSync(join(byIdDir, `${id}.ts`));
  if (manifest.source === source && existsSync(moduleFile) && known.every((id) => present(id) && hasModule(id))) {
    fillStores(stores, manifest.images, imageDir);
    return { total: known.length, rendered: 0, restored: 0, bytes: 0, hashes: Object.values(manifest.images) };
  }

  const specs = await loadSpecs(specFile);
  mkdirSync(imageDir, { recursive: true });
  const hashes = Object.fromEntries(specs.map((spec) => [spec.id, specHash(spec, generator)]));
  const stale = specs.filter((spec) => manifest.images[spec.id] !== hashes[spec.id] || !present(spec.id));
  let bytes = 0;
  let restored = 0;
  await pool(stale, concurrency, async (spec) => {
    const files = filesOf(spec.id);
    const copied = stores.find((store) => store.has(hashes[spec.id], files))?.restore(hashes[spec.id], files, imageDir);
    if (copied === undefined) bytes += await encodeIllustration(spec, imageDir);
    else {
      bytes += copied;
      restored += 1;
    }
  });
  fillStores(stores, Object.fromEntries(specs.map((spec) => [spec.id, hashes[spec.id]])), imageDir);

  const wanted = new Set(specs.flatMap((spec) => filesOf(spec.id)));
  for (const name of readdirSync(imageDir)) if (!wanted.has(name)) rmSync(join(imageDir, name));
  mkdirSync(byIdDir, { recursive: true });
  for (const spec of specs) writeIfChanged(join(byIdDir, `${spec.id}.ts`), imageModule(spec));
  const modules = new Set(specs.map((spec) => `${spec.id}.ts`));
  for (const name of readdirSync(byIdDir)) if (!modules.has(name)) rmSync(join(byIdDir, name));
  writeIfChanged(moduleFile, imagesModule(specs));
  writeFileSync(manifestFile, `${JSON.stringify({ source, images: hashes }, null, 2)}\n`);
  return { total: specs.length, rendered: stale.length - restored, restored, bytes, hashes: Object.values(hashes) };
}
