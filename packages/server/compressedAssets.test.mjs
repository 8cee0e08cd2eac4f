import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { brotliBest, compressible, createCompressedAssets, gzipBest } from './compressedAssets.mjs';

describe('compressed hashed assets', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compressed-assets-'));
  after(() => fs.rmSync(dist, { recursive: true, force: true }));
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), content);
  };
  const script = 'export const answer = 42;\n'.repeat(200);
  write('static/js/main.0123abcd.js', script);
  write('static/css/main.89abcdef.css', 'body{margin:0}'.repeat(50));
  write('remoteEntry.js', script);

  it('only content-hashed scripts, styles, SVG and source maps are worth it', () => {
    for (const file of ['/a.0123abcd.js', '/a.0123abcd.css', '/a.0123abcd.svg', '/a.0123abcd.map'])
      assert.equal(compressible.test(file), true, file);
    for (const file of ['/a.js', '/a.0123abcd.png', '/a.0123ABCD.js', '/a.0123abc.js', '/a.0123abcd.js.br'])
      assert.equal(compressible.test(file), false, file);
  });

  it('answers brotli when accepted (preferred), else gzip, at the best ratios, the same bytes each time', async () => {
    const assets = createCompressedAssets(dist);
    const raw = Buffer.from(script);
    const br = await assets.lookup('/static/js/main.0123abcd.js', 'gzip, deflate, br');
    assert.equal(br?.encoding, 'br');
    assert.deepEqual(br.body, zlib.brotliCompressSync(raw, brotliBest));
    assert.deepEqual(br.body, zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    assert.equal(zlib.brotliDecompressSync(br.body).toString(), script);
    const gzip = await assets.lookup('/static/js/main.0123abcd.js', 'gzip');
    assert.equal(gzip?.encoding, 'gzip');
    assert.deepEqual(gzip.body, zlib.gzipSync(raw, { level: 9 }));
    assert.deepEqual(gzipBest, { level: 9 });
    assert.equal(zlib.gunzipSync(gzip.body).toString(), script);
    // Made once, then reused.
    assert.equal((await assets.lookup('/static/js/main.0123abcd.js', 'br'))?.body, br.body);
    assert.equal((await assets.lookup('/static/js/main.0123abcd.js', 'gzip'))?.body, gzip.body);
    const css = await assets.lookup('/static/css/main.89abcdef.css', 'br');
    assert.equal(zlib.brotliDecompressSync(css?.body ?? Buffer.alloc(0)).toString(), 'body{margin:0}'.repeat(50));
  });

  it('nothing for another file, an encoding it does not make, or none', async () => {
    const assets = createCompressedAssets(dist);
    assert.equal(await assets.lookup('/remoteEntry.js', 'br'), undefined);
    assert.equal(await assets.lookup('/static/js/main.0123abcd.js', 'deflate'), undefined);
    assert.equal(await assets.lookup('/static/js/main.0123abcd.js', 'brotli, gzipped'), undefined);
    assert.equal(await assets.lookup('/static/js/main.0123abcd.js', ''), undefined);
    assert.equal(await assets.lookup('/static/js/main.0123abcd.js'), undefined);
  });

  it('never reads outside the folder, nor a malformed path', async () => {
    const assets = createCompressedAssets(path.join(dist, 'static'));
    write('outside.0123abcd.js', script);
    assert.equal(await assets.lookup('/../outside.0123abcd.js', 'br'), undefined);
    assert.equal(await assets.lookup('/..%2foutside.0123abcd.js', 'br'), undefined);
    assert.equal(await assets.lookup('/%E0%A4%A.0123abcd.js', 'br'), undefined);
    assert.equal((await assets.lookup('/js/main.0123abcd.js', 'br'))?.encoding, 'br');
    // A sibling folder whose name starts like the root's is outside it too.
    write('static-old/a.0123abcd.js', script);
    assert.equal(await assets.lookup('/../static-old/a.0123abcd.js', 'br'), undefined);
  });

  it('a file not there yet is found once it is deployed (a miss is not remembered)', async () => {
    const assets = createCompressedAssets(dist);
    assert.equal(await assets.lookup('/static/js/later.11112222.js', 'gzip'), undefined);
    write('static/js/later.11112222.js', 'later');
    const found = await assets.lookup('/static/js/later.11112222.js', 'gzip');
    assert.equal(zlib.gunzipSync(found?.body ?? Buffer.alloc(0)).toString(), 'later');
  });
});
