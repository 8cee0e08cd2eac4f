import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Content-hashed files worth compressing (images are compressed already). */
export const compressible = /\.[0-9a-f]{8}\.(js|css|svg|map)$/;

/** Brotli at its best ratio: a hashed file is compressed once, whatever the server. */
// Stryker disable next-line ObjectLiteral: 11 is also zlib's default brotli quality; named here so the choice stays explicit
export const brotliBest = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
export const gzipBest = { level: 9 };
/** The most compressed bytes kept in memory per server. */
const maxCachedBytes = 64 * 1024 * 1024;

/**
 * Compressed bodies of content-hashed assets, made once per file and encoding at the best ratio
 * (brotli 11, gzip 9) and then reused: a hashed file never changes, so the cache never goes stale.
 * Everything else (HTML, manifests, remoteEntry.js) is left to per-request compression.
 * @param {string} distDir
 */
export function createCompressedAssets(distDir) {
  const root = path.resolve(distDir);
  /** @type {Map<string, Promise<Buffer | undefined>>} */
  const cache = new Map();
  let cachedBytes = 0;

  /** @param {string} file @param {'br' | 'gzip'} encoding */
  async function compress(file, encoding) {
    const raw = await fs.readFile(file).catch(() => undefined);
    if (raw === undefined) return undefined;
    const body = encoding === 'br' ? await brotli(raw, brotliBest) : await gzip(raw, gzipBest);
    cachedBytes += body.length;
    return body;
  }

  return {
    /**
     * The compressed body for a GET of `urlPath` with this Accept-Encoding, or undefined (not a
     * hashed asset, no encoding accepted, file gone, cache full).
     * @param {string} urlPath @param {string | undefined} acceptEncoding
     */
    // Stryker disable next-line StringLiteral: a default that names neither br nor gzip is answered the same way (no encoding)
    async lookup(urlPath, acceptEncoding = '') {
      if (!compressible.test(urlPath)) return undefined;
      const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
      if (encoding === undefined) return undefined;
      let file;
      try {
        file = path.join(root, decodeURIComponent(urlPath));
      } catch {
        return undefined;
      }
      if (!file.startsWith(root + path.sep)) return undefined;
      const key = `${encoding}:${file}`;
      let entry = cache.get(key);
      if (entry === undefined) {
        if (cachedBytes > maxCachedBytes) return undefined;
        entry = compress(file, encoding);
        cache.set(key, entry);
        // A file that was not there may be deployed later: do not remember the miss.
        void entry.then((body) => body === undefined && cache.delete(key));
      }
      const body = await entry;
      return body === undefined ? undefined : { encoding, body };
    },
  };
}
