import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { brotliBest, compressible, gzipBest } from '../compressedAssets.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every file under `dir` (none when it does not exist). */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Not worth the time: source maps (devtools only; nginx compresses them per request) and the Node
 * builds (`dist/node/`, read by the prerenderer, never by a browser).
 */
const skipped = /\.map$|[\\/]node[\\/]/;

/** Writes `file` beside its final name, then renames: nginx never serves half a file. */
function writeAtomically(file, body) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, file);
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every content-hashed script, stylesheet and SVG under
 * `dirs` (the files and ratios the Node server compresses once and keeps in memory),
 * for nginx's brotli_static/gzip_static. Only hashed files: a hashed name never gets other content,
 * so a compressed copy can never be stale. Files already done are skipped.
 * @param {string[]} dirs
 * @returns {Promise<number>} how many files were compressed now
 */
export async function precompressHashedFiles(dirs) {
  let done = 0;
  for (const file of dirs.flatMap(filesUnder)) {
    if (!compressible.test(file) || skipped.test(file)) continue;
    if (fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)) continue;
    const raw = fs.readFileSync(file);
    writeAtomically(`${file}.br`, await brotli(raw, brotliBest));
    writeAtomically(`${file}.gz`, await gzip(raw, gzipBest));
    done += 1;
  }
  return done;
}
