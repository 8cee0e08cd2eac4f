/** Hashes that let a rerun skip unchanged illustrations (kept in `src/generated/.hash`). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encoderVersion } from './encode.mjs';

const sha = (value) => createHash('sha256').update(value).digest('hex').slice(0, 20);

const sourcesIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory()
        ? sourcesIn(join(dir, entry.name))
        : entry.name.endsWith('.mjs') && !entry.name.endsWith('.test.mjs')
          ? [join(dir, entry.name)]
          : [],
    );

/** Changes whenever the drawing code or the encoder settings change: every image is then redrawn. */
export const generatorHash = (scriptDir) =>
  sha(
    sourcesIn(scriptDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\0') + encoderVersion,
  );

/** Hash of one spec (keys in a fixed order) under the current generator. */
export const specHash = (spec, generator) =>
  sha(JSON.stringify([generator, spec.id, spec.motif, spec.palette, spec.aspect, spec.label ?? null]));

export const sourceHash = (specSource, generator) => sha(`${generator}\0${specSource}`);

export function readManifest(file) {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return { source: parsed.source ?? '', images: parsed.images ?? {} };
  } catch {
    return { source: '', images: {} };
  }
}
