/**
 * Rendered illustrations kept per user, outside any checkout, under each illustration's hash (its
 * spec, the generator's code and the encoder's settings): a second clone on the same machine copies
 * them instead of rendering them again. `IMAGES_CACHE_DIR` moves the store, `IMAGES_CACHE_DIR=off`
 * turns it off; deleting the folder only costs the next cold render.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The store's folder for this environment, or null when it is turned off. */
export function imageCacheDir(env = process.env) {
  if (env.IMAGES_CACHE_DIR === 'off') return null;
  if (env.IMAGES_CACHE_DIR) return env.IMAGES_CACHE_DIR;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'codecrush-images');
}

/** A store in `root` (null: one that holds nothing). */
export function imageCache(root) {
  return {
    /** Copies the files of `hash` into `dir`; returns their bytes, or null when the store lacks any of them. */
    restore(hash, files, dir) {
      if (!root) return null;
      const from = join(root, hash);
      if (!files.every((file) => existsSync(join(from, file)))) return null;
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
        if (existsSync(to)) rmSync(partial, { recursive: true, force: true });
        else renameSync(partial, to);
      } catch {
        rmSync(partial, { recursive: true, force: true });
      }
    },
  };
}
