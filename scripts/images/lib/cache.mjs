/**
 * Stores of rendered illustrations, each under the illustration's hash (its spec, the drawing
 * code and the encoder's settings: lib/manifest.mjs), copied instead of rendering again:
 * - the committed one, `illustrations/` in the checkout: the current illustrations, so a fresh clone
 *   renders none (`npm run images` adds what it renders and, over every app, removes what no app uses);
 * - one per user, outside any checkout: `IMAGES_CACHE_DIR` moves it, `IMAGES_CACHE_DIR=off` turns it
 *   off; deleting the folder only costs the next cold render.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The committed store's folder in the checkout at `repoRoot`. */
export const committedStoreDir = (repoRoot) => join(repoRoot, 'illustrations');

/** The store's folder for this environment, or null when it is turned off. */
export function imageCacheDir(env = process.env) {
  if (env.IMAGES_CACHE_DIR === 'off') return null;
  if (env.IMAGES_CACHE_DIR) return env.IMAGES_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'codecrush-images');
}

/** A store in `root` (null: one that holds nothing). */
export function imageCache(root) {
  /** Whether the store holds every one of `files` for `hash`. */
  const has = (hash, files) => Boolean(root) && files.every((file) => existsSync(join(root, hash, file)));
  return {
    has,
    /** Copies the files of `hash` into `dir`; returns their bytes, or null when the store lacks any of them. */
    restore(hash, files, dir) {
      if (!has(hash, files)) return null;
      const from = join(root, hash);
      let bytes = 0;
      for (const file of files) {
        copyFileSync(join(from, file), join(dir, file));
        bytes += statSync(join(dir, file)).size;
      }
      return bytes;
    },
    /** Keeps the files of `hash` from `dir`; written whole or not at all, and never fails the render. */
    store(hash, files, dir) {
      if (!root) return;
      const to = join(root, hash);
      const partial = `${to}.${process.pid}.partial`;
      try {
        mkdirSync(partial, { recursive: true });
        for (const file of files) copyFileSync(join(dir, file), join(partial, file));
        if (has(hash, files)) rmSync(partial, { recursive: true, force: true });
        else {
          rmSync(to, { recursive: true, force: true });
          renameSync(partial, to);
        }
      } catch {
        rmSync(partial, { recursive: true, force: true });
      }
    },
    /** The hashes the store holds. */
    hashes() {
      return new Set(root && existsSync(root) ? readdirSync(root).filter((name) => !name.endsWith('.partial')) : []);
    },
    /** Removes every hash but those of `keep` (a Set); returns how many went. */
    prune(keep) {
      const gone = [...this.hashes()].filter((hash) => !keep.has(hash));
      for (const hash of gone) rmSync(join(root, hash), { recursive: true, force: true });
      return gone.length;
    },
  };
}
