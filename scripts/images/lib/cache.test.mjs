import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { committedStoreDir, imageCache, imageCacheDir } from './cache.mjs';

describe('the illustration cache', () => {
  let root;
  let source;
  let target;
  const files = ['hero-480.avif', 'hero-480.webp'];
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'image-cache-'));
    source = join(root, 'source');
    target = join(root, 'target');
    mkdirSync(source);
    mkdirSync(target);
    files.forEach((file, index) => writeFileSync(join(source, file), 'x'.repeat(10 + index)));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('gives back the stored files of a hash, with their bytes', () => {
    const cache = imageCache(join(root, 'store'));
    assert.equal(cache.restore('abc', files, target), null);
    cache.store('abc', files, source);
    assert.equal(cache.restore('abc', files, target), 21);
    assert.deepEqual(readdirSync(target).sort(), files);
    assert.equal(readFileSync(join(target, files[1]), 'utf8'), 'x'.repeat(11));
  });

  it('restores nothing for another hash, or when a file of the set is missing', () => {
    const cache = imageCache(join(root, 'store'));
    cache.store('abc', files, source);
    assert.equal(cache.restore('abd', files, target), null);
    assert.equal(cache.restore('abc', [...files, 'hero-960.avif'], target), null);
    assert.deepEqual(readdirSync(target), []);
  });

  it('keeps nothing half-written when a file cannot be copied, and does not fail the render', () => {
    const cache = imageCache(join(root, 'store'));
    cache.store('abc', [...files, 'missing.avif'], source);
    assert.equal(cache.restore('abc', files, target), null);
    assert.deepEqual(readdirSync(join(root, 'store')), []);
  });

  it('says which hashes it holds whole, and completes a hash a file of which went missing', () => {
    const cache = imageCache(join(root, 'store'));
    assert.equal(cache.has('abc', files), false);
    cache.store('abc', files, source);
    assert.equal(cache.has('abc', files), true);
    rmSync(join(root, 'store', 'abc', files[0]));
    assert.equal(cache.has('abc', files), false);
    cache.store('abc', files, source);
    assert.equal(cache.has('abc', files), true);
    assert.deepEqual([...cache.hashes()], ['abc']);
  });

  it('removes every hash but the ones kept, and nothing else', () => {
    const cache = imageCache(join(root, 'store'));
    for (const hash of ['abc', 'def', 'ghi']) cache.store(hash, files, source);
    assert.equal(cache.prune(new Set(['def', 'zzz'])), 2);
    assert.deepEqual([...cache.hashes()], ['def']);
    assert.equal(cache.restore('def', files, target), 21);
    assert.equal(imageCache(join(root, 'absent')).prune(new Set()), 0);
  });

  it('is committed as illustrations/ at the root of the checkout', () => {
    assert.equal(committedStoreDir('/repo'), '/repo/illustrations');
  });

  it('is turned off with IMAGES_CACHE_DIR=off and moved by IMAGES_CACHE_DIR or XDG_CACHE_HOME', () => {
    assert.equal(imageCacheDir({ IMAGES_CACHE_DIR: 'off' }), null);
    assert.equal(imageCacheDir({ IMAGES_CACHE_DIR: '/tmp/own' }), '/tmp/own');
    assert.equal(imageCacheDir({ XDG_CACHE_HOME: '/tmp/xdg' }), '/tmp/xdg/codecrush-images');
    const off = imageCache(null);
    off.store('abc', files, source);
    assert.equal(off.restore('abc', files, target), null);
    assert.equal(off.has('abc', files), false);
    assert.equal(off.prune(new Set()), 0);
  });
});
