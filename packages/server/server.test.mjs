import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { createSiteConfig } from '@codecrush/build-config/runtime';
import { cacheControlFor } from './cachePolicy.mjs';
import { pageFileFor, redirectFor } from './prerenderedPages.mjs';
import { siteCsp } from './securityHeaders.mjs';

describe('pageFileFor: which HTML answers a page request', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-pages-'));
  after(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), file);
  };
  write('index.html');
  write('view-blog/3/index.html');

  test('before any 404 page exists, an unknown path gets the plain shell (SPA fallback)', () => {
    assert.deepEqual(pageFileFor(root, '/nowhere'), {
      file: path.join(root, 'index.html'),
      status: 200,
      canary: false,
    });
  });

  test('a prerendered route gets its own file, with or without a trailing slash or query', () => {
    const expected = { file: path.join(root, 'view-blog/3/index.html'), status: 200, canary: false };
    assert.deepEqual(pageFileFor(root, '/view-blog/3'), expected);
    assert.deepEqual(pageFileFor(root, '/view-blog/3/'), expected);
    assert.deepEqual(pageFileFor(root, '/view-blog/3?tag=ai'), expected);
  });

  test('with a 404 page, an unknown path gets it with status 404; a path never leaves the folder', () => {
    write('404.html');
    const notFound = { file: path.join(root, '404.html'), status: 404, canary: false };
    assert.deepEqual(pageFileFor(root, '/view-blog/99'), notFound);
    assert.deepEqual(pageFileFor(root, '/../../etc'), notFound);
    assert.deepEqual(pageFileFor(root, '/%2e%2e/%2e%2e/etc'), notFound);
    assert.deepEqual(pageFileFor(root, '/%E0%A4%A'), {
      file: path.join(root, 'index.html'),
      status: 200,
      canary: false,
    });
  });

  test('an encoded ../ never serves a page of a folder next to the site (another app or a backup)', () => {
    const site = path.join(root, 'site');
    fs.mkdirSync(site, { recursive: true });
    fs.writeFileSync(path.join(site, '404.html'), '404');
    write('site-old/index.html');
    assert.deepEqual(pageFileFor(site, '/..%2fsite-old'), {
      file: path.join(site, '404.html'),
      status: 404,
      canary: false,
    });
    assert.deepEqual(pageFileFor(site, '/%2e%2e%2fsite-old/'), {
      file: path.join(site, '404.html'),
      status: 404,
      canary: false,
    });
  });

  test("with the canary chosen: the route's page from the canary's tree, else the stable one", () => {
    write('_canary/view-blog/3/index.html');
    write('about/index.html');
    const canaryPage = { file: path.join(root, '_canary/view-blog/3/index.html'), status: 200, canary: true };
    assert.equal(pageFileFor(root, '/view-blog/3').canary, false, 'not chosen unless asked for');
    assert.deepEqual(pageFileFor(root, '/view-blog/3/', { canary: true }), canaryPage);
    assert.deepEqual(pageFileFor(root, '/view-blog/3', { canary: false }), {
      file: path.join(root, 'view-blog/3/index.html'),
      status: 200,
      canary: false,
    });
    assert.deepEqual(pageFileFor(root, '/about', { canary: true }), {
      file: path.join(root, 'about/index.html'),
      status: 200,
      canary: false,
    });
    assert.deepEqual(pageFileFor(root, '/nowhere', { canary: true }), {
      file: path.join(root, '404.html'),
      status: 404,
      canary: false,
    });
    write('_canary/404.html');
    assert.deepEqual(pageFileFor(root, '/nowhere', { canary: true }), {
      file: path.join(root, '_canary/404.html'),
      status: 404,
      canary: true,
    });
  });

  test("the canary's tree is no route: a path into it is not found, chosen or not", () => {
    for (const canary of [false, true]) {
      const notFound = pageFileFor(root, '/_canary/view-blog/3', { canary });
      assert.equal(notFound.status, 404);
      assert.notEqual(path.basename(path.dirname(notFound.file)), '3');
      assert.equal(pageFileFor(root, '/_canary', { canary }).status, 404);
      assert.equal(pageFileFor(root, '/%5fcanary/view-blog/3/', { canary }).status, 404);
    }
  });
});

test('redirectFor: /privacy-policy is a permanent alias of /privacypolicy, query kept', () => {
  assert.equal(redirectFor('/privacy-policy'), '/privacypolicy');
  assert.equal(redirectFor('/privacy-policy/?from=blog'), '/privacypolicy?from=blog');
  assert.equal(redirectFor('/privacy-policy//'), '/privacypolicy');
  assert.equal(redirectFor('/privacypolicy'), undefined);
});

test('cacheControlFor: entry points revalidate, hashed assets are immutable, the rest an hour', () => {
  assert.equal(cacheControlFor('/dist/about/index.html'), 'no-cache');
  assert.equal(cacheControlFor('/dist/mf-manifest.json'), 'no-cache');
  assert.equal(cacheControlFor('/dist/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/dist/static/js/main.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/dist/robots.txt'), 'public, max-age=3600');
});

test('the live site config and the federation entry files are revalidated on every request, never cached an hour', () => {
  for (const file of ['site-config.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json'])
    assert.equal(cacheControlFor(`/srv/site/remotes/mf_blog/${file}`), 'no-cache', file);
  assert.equal(cacheControlFor('C:\\site\\dist\\site-config.json'), 'no-cache');
  assert.equal(cacheControlFor('site-config.json'), 'no-cache');
});

test('only exact entry-file names revalidate; a look-alike or a hashed asset of any kind is handled by its own rule', () => {
  assert.equal(cacheControlFor('/dist/old-site-config.json'), 'public, max-age=3600');
  assert.equal(cacheControlFor('/dist/site-config.json.bak'), 'public, max-age=3600');
  assert.equal(cacheControlFor('/dist/site-configXjson'), 'public, max-age=3600');
  assert.equal(cacheControlFor('/dist/notes.html.txt'), 'public, max-age=3600');
  for (const ext of ['css', 'woff2', 'woff', 'avif', 'webp', 'png', 'jpg', 'jpeg', 'svg', 'map'])
    assert.equal(cacheControlFor(`/dist/static/a.0123abcd.${ext}`), 'public, max-age=31536000, immutable', ext);
  assert.equal(cacheControlFor('/dist/static/a.0123abcd.txt'), 'public, max-age=3600');
  assert.equal(cacheControlFor('/dist/static/a.0123abc.js'), 'public, max-age=3600');
  assert.equal(cacheControlFor('/dist/static/a.0123abcd.js.gz'), 'public, max-age=3600');
});

describe('siteCsp', () => {
  const scriptSrc = (config) => siteCsp(config).directives.scriptSrc;

  test('scripts only from the site, its remotes and the chat widget; never unsafe-inline or unsafe-eval', () => {
    const config = createSiteConfig({ ...process.env, DEV_OVERRIDES: 'off' });
    const sources = scriptSrc(config);
    assert.equal(sources[0], "'self'");
    for (const url of Object.values(config.remotes)) assert.ok(sources.includes(new URL(url).origin), url);
    assert.ok(!sources.some((source) => /unsafe|\*/.test(source)), sources.join(' '));
    assert.ok(!siteCsp(config).directives.connectSrc.some((source) => source.startsWith('ws')));
  });

  test('the dev-override origins and their websockets only when overrides are on', () => {
    const config = createSiteConfig({ ...process.env, DEV_OVERRIDES: 'on' });
    assert.ok(scriptSrc(config).includes('http://localhost:*'));
    assert.ok(siteCsp(config).directives.connectSrc.includes('ws://localhost:*'));
  });
});
