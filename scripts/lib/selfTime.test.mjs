import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packageOfSource, scriptName, selfTimeBySource, sourceMaps } from './selfTime.mjs';

describe('packageOfSource', () => {
  it('names the npm package, scoped or not, however deep the file', () => {
    assert.equal(
      packageOfSource('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js'),
      'react-dom',
    );
    assert.equal(
      packageOfSource('webpack://shell/../node_modules/@module-federation/runtime-core/dist/core.cjs'),
      '@module-federation/runtime-core',
    );
  });

  it("names webpack's runtime, the federation glue, the repo's packages and an app's own code", () => {
    assert.equal(packageOfSource('webpack://shell/webpack/runtime/load_script'), 'webpack runtime');
    assert.equal(packageOfSource('webpack://shell/webpack/bootstrap'), 'webpack runtime');
    assert.equal(packageOfSource('data:text/javascript,import x from "y"'), 'federation runtime (generated)');
    assert.equal(
      packageOfSource('webpack://shell/../packages/composition/src/islands/Island.tsx'),
      'packages/composition',
    );
    assert.equal(packageOfSource('webpack://shell/./src/index.ts'), 'the app’s src');
    assert.equal(packageOfSource('webpack://mf_blog/./src/pages/BlogPage.tsx'), 'the app’s src');
    assert.equal(packageOfSource('webpack://shell/../mf-blog/src/x.ts'), 'mf-blog/src');
  });
});

describe('scriptName', () => {
  it('drops the origin, the folders, the query and the content hash', () => {
    assert.equal(scriptName('http://localhost:3000/static/js/main.db877842.js'), 'main.js');
    assert.equal(scriptName('http://localhost:3003/remoteEntry.js?v=2'), 'remoteEntry.js');
    assert.equal(scriptName('http://localhost:3000/static/js/codecrush-boot.be490a94.js'), 'codecrush-boot.js');
  });
});

describe('selfTimeBySource', () => {
  const sources = { 'main.js': 'webpack://shell/../node_modules/@module-federation/sdk/dist/index.cjs' };
  const sourceOf = (url) => sources[scriptName(url)];
  it('sums the samples by script and package, largest first, in ms; the browser’s own work is left out', () => {
    const samples = [
      { url: 'http://h/static/js/main.0123abcd.js', line: 0, column: 10, dur: 1500 },
      { url: 'http://h/static/js/main.0123abcd.js', line: 4, column: 2, dur: 500 },
      { url: 'http://h/static/js/275.aabbccdd.js', line: 0, column: 1, dur: 3000 },
      { url: '', line: -1, column: -1, dur: 9000 },
    ];
    assert.deepEqual(selfTimeBySource(samples, sourceOf), [
      { script: '275.js', package: '(no source map)', ms: 3 },
      { script: 'main.js', package: '@module-federation/sdk', ms: 2 },
    ]);
  });

  it('a sample without a position is not looked up', () => {
    const asked = [];
    selfTimeBySource([{ url: 'http://h/a.js', line: -1, column: -1, dur: 1000 }], (url) => {
      asked.push(url);
      return 'webpack://x/../node_modules/y/z.js';
    });
    assert.deepEqual(asked, []);
  });
});

describe('sourceMaps', () => {
  // One segment: generated line 1, column 0 → the first source, line 1, column 0.
  const map = JSON.stringify({
    version: 3,
    sources: ['webpack://shell/../node_modules/react/index.js'],
    names: [],
    mappings: 'AAAA',
  });

  it("reads a script's map from <url>.map once and maps a 0-based position to its source", async () => {
    const fetched = [];
    const maps = sourceMaps(async (url) => {
      fetched.push(url);
      return map;
    });
    await maps.load('http://h/static/js/main.js');
    await maps.load('http://h/static/js/main.js');
    assert.deepEqual(fetched, ['http://h/static/js/main.js.map']);
    // The map's source, resolved as a URL (its `..` gone).
    assert.equal(maps.sourceOf('http://h/static/js/main.js', 0, 5), 'webpack://shell/node_modules/react/index.js');
  });

  it('a script without a map, or with a broken one, resolves to nothing', async () => {
    const maps = sourceMaps(async (url) => {
      if (url.includes('missing')) throw new Error('404');
      return '<html>not a map</html>';
    });
    await maps.load('http://h/missing.js');
    await maps.load('http://h/broken.js');
    assert.equal(maps.sourceOf('http://h/missing.js', 0, 0), undefined);
    assert.equal(maps.sourceOf('http://h/broken.js', 0, 0), undefined);
    assert.equal(maps.sourceOf('http://h/never-loaded.js', 0, 0), undefined);
  });
});
