import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generateApp } from './app.mjs';
import { imageCache } from './cache.mjs';
import { generatorHash } from './manifest.mjs';

const scriptDir = dirname(dirname(fileURLToPath(import.meta.url)));
const spec = "{ id: 'hero', motif: 'team', palette: 'ocean', aspect: '16:9' }";

describe('an app whose illustrations are in a store', () => {
  let root;
  let generator;
  let firstRun;
  /** A checkout of an app with one illustration and nothing generated yet. */
  const freshApp = (name) => {
    const appDir = join(root, name);
    mkdirSync(join(appDir, 'src/content'), { recursive: true });
    writeFileSync(join(appDir, 'src/content/illustrations.ts'), `export const illustrations = [${spec}];\n`);
    return appDir;
  };
  const imagesOf = (appDir) => join(appDir, 'src/generated/images');
  const bytesOf = (appDir) =>
    Object.fromEntries(readdirSync(imagesOf(appDir)).map((file) => [file, readFileSync(join(imagesOf(appDir), file))]));

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'image-app-'));
    generator = generatorHash(scriptDir);
    const stores = [imageCache(join(root, 'committed')), imageCache(join(root, 'user'))];
    firstRun = { appDir: freshApp('rendered'), result: null };
    firstRun.result = await generateApp(firstRun.appDir, generator, { stores });
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  it('renders what no store holds and keeps it in every store', () => {
    const [hash] = firstRun.result.hashes;
    assert.deepEqual(
      { ...firstRun.result, bytes: 0 },
      { total: 1, rendered: 1, restored: 0, bytes: 0, hashes: [hash] },
    );
    assert.equal(readdirSync(imagesOf(firstRun.appDir)).length, 6);
    for (const store of ['committed', 'user'])
      assert.deepEqual(readdirSync(join(root, store, hash)).sort(), readdirSync(imagesOf(firstRun.appDir)).sort());
  });

  it('copies a stored illustration into a fresh checkout, byte for byte, instead of rendering it', async () => {
    const appDir = freshApp('fresh-clone');
    const result = await generateApp(appDir, generator, { stores: [imageCache(join(root, 'committed'))] });
    assert.deepEqual(
      { rendered: result.rendered, restored: result.restored, hashes: result.hashes },
      { rendered: 0, restored: 1, hashes: firstRun.result.hashes },
    );
    assert.deepEqual(bytesOf(appDir), bytesOf(firstRun.appDir));
    assert.equal(
      readFileSync(join(appDir, 'src/generated/.hash'), 'utf8'),
      readFileSync(join(firstRun.appDir, 'src/generated/.hash'), 'utf8'),
    );
  });

  it('fills a store that lacks an illustration from another store, or from the generated files', async () => {
    const [hash] = firstRun.result.hashes;
    const emptyCommitted = imageCache(join(root, 'new-committed'));
    const result = await generateApp(freshApp('from-user-cache'), generator, {
      stores: [emptyCommitted, imageCache(join(root, 'user'))],
    });
    assert.equal(result.restored, 1);
    assert.deepEqual([...emptyCommitted.hashes()], [hash]);

    // Up to date already (the fast path): the store still gets what it lacks.
    rmSync(join(root, 'committed'), { recursive: true });
    const again = await generateApp(firstRun.appDir, generator, { stores: [imageCache(join(root, 'committed'))] });
    assert.deepEqual({ rendered: again.rendered, restored: again.restored }, { rendered: 0, restored: 0 });
    assert.equal(existsSync(join(root, 'committed', hash)), true);
  });
});

describe("the generator's hashes", () => {
  let dir;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'image-generator-'));
    mkdirSync(join(dir, 'lib'));
    for (const file of ['generate.mjs', 'lib/app.mjs', 'lib/render.mjs', 'lib/render.test.mjs'])
      writeFileSync(join(dir, file), `// ${file}\n`);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('redraw nothing when only the bookkeeping changes, everything when the drawing code does', () => {
    const first = generatorHash(dir);
    writeFileSync(join(dir, 'lib/app.mjs'), '// another schedule\n');
    const bookkeeping = generatorHash(dir);
    assert.equal(bookkeeping.drawing, first.drawing);
    assert.notEqual(bookkeeping.code, first.code);
    writeFileSync(join(dir, 'lib/render.test.mjs'), '// another test\n');
    assert.deepEqual(generatorHash(dir), bookkeeping);
    writeFileSync(join(dir, 'lib/render.mjs'), '// another drawing\n');
    const drawing = generatorHash(dir);
    assert.notEqual(drawing.drawing, first.drawing);
    assert.notEqual(drawing.code, bookkeeping.code);
  });
});
