/** Brings one app's `src/generated/` up to date with its `src/content/illustrations.ts`. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pool } from '../../lib/pool.mjs';
import { imageCache, imageCacheDir } from './cache.mjs';
import { encodeIllustration, fileName, formats, widths } from './encode.mjs';
import { readManifest, sourceHash, specHash } from './manifest.mjs';
import { imageModule, imagesModule } from './module.mjs';
import { loadSpecs } from './specs.mjs';

const filesOf = (id) => widths.flatMap((width) => formats.map(({ ext }) => fileName(id, width, ext)));

const writeIfChanged = (file, content) => {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
};

/** Returns { total, rendered, restored (copied from the cache), bytes } or null when the app has no illustrations.ts. */
export async function generateApp(
  appDir,
  generator,
  { concurrency = availableParallelism(), cache = imageCache(imageCacheDir()) } = {},
) {
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
  if (manifest.source === source && existsSync(moduleFile) && known.every((id) => present(id) && hasModule(id)))
    return { total: known.length, rendered: 0, restored: 0, bytes: 0 };

  const specs = await loadSpecs(specFile);
  mkdirSync(imageDir, { recursive: true });
  const hashes = Object.fromEntries(specs.map((spec) => [spec.id, specHash(spec, generator)]));
  const stale = specs.filter((spec) => manifest.images[spec.id] !== hashes[spec.id] || !present(spec.id));
  let bytes = 0;
  let restored = 0;
  await pool(stale, concurrency, async (spec) => {
    const files = filesOf(spec.id);
    const copied = cache.restore(hashes[spec.id], files, imageDir);
    if (copied !== null) {
      bytes += copied;
      restored += 1;
      return;
    }
    bytes += await encodeIllustration(spec, imageDir);
    cache.store(hashes[spec.id], files, imageDir);
  });

  const wanted = new Set(specs.flatMap((spec) => filesOf(spec.id)));
  for (const name of readdirSync(imageDir)) if (!wanted.has(name)) rmSync(join(imageDir, name));
  mkdirSync(byIdDir, { recursive: true });
  for (const spec of specs) writeIfChanged(join(byIdDir, `${spec.id}.ts`), imageModule(spec));
  const modules = new Set(specs.map((spec) => `${spec.id}.ts`));
  for (const name of readdirSync(byIdDir)) if (!modules.has(name)) rmSync(join(byIdDir, name));
  writeIfChanged(moduleFile, imagesModule(specs));
  writeFileSync(manifestFile, `${JSON.stringify({ source, images: hashes }, null, 2)}\n`);
  return { total: specs.length, rendered: stale.length - restored, restored, bytes };
}
