import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import zlib from 'node:zlib';
import { brotliBest, gzipBest } from '../compressedAssets.mjs';
import { precompressHashedFiles } from './precompress.mjs';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file, content = `content of ${file}\n`.repeat(20)) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
const exists = (file) => fs.existsSync(path.join(root, file));

it('writes .br and .gz beside every hashed script, stylesheet and SVG, at the best ratios, once', async () => {
  const hashed = [
    'shell/static/js/main.0123abcd.js',
    'shell/static/css/main.89abcdef.css',
    'blog/a/b/logo.aaaabbbb.svg',
    'blog/mynode/x.0123abcd.js',
  ];
  for (const file of hashed) write(file);
  const left = [
    'shell/remoteEntry.js',
    'shell/index.html',
    'shell/static/js/main.0123abcd.js.map',
    'shell/static/js/chunk.0123abcd.map',
    'shell/static/media/hero.0123abcd.avif',
    'blog/node/chunks/page.0123abcd.js',
  ];
  for (const file of left) write(file);

  assert.equal(
    await precompressHashedFiles([path.join(root, 'shell'), path.join(root, 'blog'), path.join(root, 'none')]),
    4,
  );
  for (const file of hashed) {
    const raw = fs.readFileSync(path.join(root, file));
    assert.deepEqual(fs.readFileSync(path.join(root, `${file}.br`)), zlib.brotliCompressSync(raw, brotliBest), file);
    assert.deepEqual(fs.readFileSync(path.join(root, `${file}.gz`)), zlib.gzipSync(raw, gzipBest), file);
  }
  for (const file of left) assert.equal(exists(`${file}.br`) || exists(`${file}.gz`), false, file);
  const all = fs.readdirSync(root, { recursive: true }).map(String);
  assert.deepEqual(
    all.filter((file) => file.endsWith('.tmp')),
    [],
  );

  // Done already: nothing again; a file missing one of its copies is done again.
  assert.equal(await precompressHashedFiles([path.join(root, 'shell'), path.join(root, 'blog')]), 0);
  fs.rmSync(path.join(root, 'shell/static/css/main.89abcdef.css.gz'));
  assert.equal(await precompressHashedFiles([path.join(root, 'shell')]), 1);
  assert.equal(exists('shell/static/css/main.89abcdef.css.gz'), true);
  fs.rmSync(path.join(root, 'shell/static/css/main.89abcdef.css.br'));
  assert.equal(await precompressHashedFiles([path.join(root, 'shell')]), 1);
  assert.equal(exists('shell/static/css/main.89abcdef.css.br'), true);
});

it('a folder that does not exist has nothing to compress', async () => {
  assert.equal(await precompressHashedFiles([path.join(root, 'missing')]), 0);
  assert.equal(await precompressHashedFiles([]), 0);
});
