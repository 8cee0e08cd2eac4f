/** Hashes that let a rerun skip unchanged illustrations (kept in `src/generated/.hash`). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { encoderVersion } from './encode.mjs';

const sha = (value) => createHash('sha256').update(value).digest('hex').slice(0, 20);

const sourcesIn = (dir, base = dir) =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourcesIn(join(dir, entry.name), base)
        : entry.name.endsWith('.mjs') && !entry.name.endsWith('.test.mjs')
          ? [relative(base, join(dir, entry.name))]
          : [],
    );

/** The generator's files that decide no pixel: they schedule, store and describe the illustrations. */
const bookkeeping = new Set(['generate.mjs', 'lib/app.mjs', 'lib/cache.mjs', 'lib/manifest.mjs', 'lib/module.mjs']);

/**
 * The generator's hashes: `code` changes with any of its files (the generated modules are then
 * rewritten), `drawing` only with the drawing code or the encoder settings (every image is then
 * redrawn; the stores keep illustrations under it, so a change to the bookkeeping redraws none).
 */
export function generatorHash(scriptDir) {
  const files = sourcesIn(scriptDir);
  const hashOf = (names) =>
    sha(names.map((name) => readFileSync(join(scriptDir, name), 'utf8')).join('\0') + encoderVersion);
  return { code: hashOf(files), drawing: hashOf(files.filter((name) => !bookkeeping.has(name))) };
}

/** Hash of one spec (keys in a fixed order) under the current drawing code. */
export const specHash = (spec, generator) =>
  sha(JSON.stringify([generator.drawing, spec.id, spec.motif, spec.palette, spec.aspect, spec.label ?? null]));

export const sourceHash = (specSource, generator) => sha(`${generator.code}\0${specSource}`);

export function readManifest(file) {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return { source: parsed.source ?? '', images: parsed.images ?? {} };
  } catch {
    return { source: '', images: {} };
  }
}
