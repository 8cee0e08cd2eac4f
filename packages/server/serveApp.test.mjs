import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { createSiteConfig } from '@codecrush/build-config/runtime';
import { readFormToken } from './formToken.mjs';
import { serveApp } from './serveApp.mjs';
import { permissionsPolicy } from './securityHeaders.mjs';

const config = createSiteConfig({});
const script = 'export const answer = 42;\n'.repeat(200);

/** A folder of deployed files. */
function folder(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-app-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** What the servers started leave behind: closed, their folders removed, after every suite. */
const cleanUps = [];
after(async () => {
  for (const cleanUp of cleanUps) await cleanUp();
});

/** Starts the server on a free port. */
async function start(options, dirs) {
  const app = await serveApp({ port: 0, host: '127.0.0.1', config, ...options });
  cleanUps.push(async () => {
    await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return app;
}

describe("a remote's server", () => {
  let app;
  let distDir;
  before(async () => {
    distDir = folder({
      'static/js/main.0123abcd.js': script,
      'remoteEntry.js': script,
      'small.txt': 'tiny',
      'index.html': '<p>remote page</p>',
      'sub/index.html': '<p>sub page</p>',
    });
    const releasesDir = folder({
      'v1/index.html': 'not a page',
      'v1/remoteEntry.js': 'release v1',
      'v1/static/js/a.0123abcd.js': script,
    });
    app = await start({ distDir, releasesDir, isHost: false }, [distDir, releasesDir]);
  });

  it('listens on the port asked for', async () => {
    const { port } = app.server.address();
    const response = await fetch(`http://127.0.0.1:${port}/remoteEntry.js`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), script);
  });

  it('answers a hashed asset compressed once at the best ratio, immutable, open to every page', async () => {
    const response = await app.inject({ url: '/static/js/main.0123abcd.js?v=1', headers: { 'accept-encoding': 'br' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers.vary, 'Accept-Encoding, Origin');
    assert.equal(response.headers['content-length'], String(response.rawPayload.length));
    assert.deepEqual(
      response.rawPayload,
      zlib.brotliCompressSync(Buffer.from(script), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['permissions-policy'], permissionsPolicy);
    assert.match(
      response.headers['content-security-policy'] ?? '',
      /^default-src 'self';.*form-action 'self' http:\/\/localhost:\d+;/,
    );
    assert.equal(response.headers['x-frame-options'], 'DENY');
    assert.match(response.headers['content-type'] ?? '', /^application\/javascript/);
    const gzip = await app.inject({ url: '/static/js/main.0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), script);
    assert.deepEqual(gzip.rawPayload, zlib.gzipSync(Buffer.from(script), { level: 9 }));
  });

  it('a range or a HEAD request of a hashed asset is answered as the file is', async () => {
    const range = await app.inject({
      url: '/static/js/main.0123abcd.js',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9' },
    });
    assert.equal(range.statusCode, 206);
    assert.equal(range.headers['content-encoding'], undefined);
    assert.equal(range.body, script.slice(0, 10));
    // A range whose If-Range does not match gets the whole file, compressed per request.
    const stale = await app.inject({
      url: '/static/js/main.0123abcd.js',
      headers: { 'accept-encoding': 'br', range: 'bytes=0-9', 'if-range': '"another version"' },
    });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.headers.vary, 'Origin, accept-encoding');
    assert.equal(zlib.brotliDecompressSync(stale.rawPayload).toString(), script);
    const head = await app.inject({
      method: 'HEAD',
      url: '/static/js/main.0123abcd.js',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers.vary, 'Origin, accept-encoding');
    const plain = await app.inject({ url: '/static/js/main.0123abcd.js' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, script);
    assert.equal(plain.headers.vary, 'Origin');
  });

  it('answers a hashed asset the browser has with 304, without its compressed body', async () => {
    const first = await app.inject({ url: '/static/js/main.0123abcd.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      url: '/static/js/main.0123abcd.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers.vary, 'Origin, accept-encoding');
    assert.equal(again.rawPayload.length, 0);
  });

  it('serves a file deployed after it started, and nothing for a path without a file', async () => {
    fs.writeFileSync(path.join(distDir, 'static/js/later.89abcdef.js'), 'later');
    const later = await app.inject({ url: '/static/js/later.89abcdef.js' });
    assert.equal(later.statusCode, 200);
    assert.equal(later.body, 'later');
    for (const url of ['/nowhere', '/site-config.json']) assert.equal((await app.inject({ url })).statusCode, 404, url);
  });

  it('compresses any other file per request (brotli 5, whatever its size), entry points revalidated', async () => {
    const entry = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(entry.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(entry.rawPayload).toString(), script);
    assert.deepEqual(
      entry.rawPayload,
      zlib.brotliCompressSync(Buffer.from(script), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.equal(entry.headers.vary, 'Origin, accept-encoding');
    const small = await app.inject({ url: '/small.txt', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(small.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(small.rawPayload).toString(), 'tiny');
    const deflate = await app.inject({ url: '/small.txt', headers: { 'accept-encoding': 'deflate' } });
    assert.equal(deflate.headers['content-encoding'], undefined);
  });

  it('answers a folder with its index.html, with ETag and Last-Modified', async () => {
    const sub = await app.inject({ url: '/sub/' });
    assert.equal(sub.statusCode, 200);
    assert.equal(sub.body, '<p>sub page</p>');
    assert.equal(sub.headers['cache-control'], 'no-cache');
    assert.ok(sub.headers.etag);
    assert.ok(sub.headers['last-modified']);
  });

  it('serves its releases under /releases/, with the same cache policy and no folder listing', async () => {
    const entry = await app.inject({ url: '/releases/v1/remoteEntry.js' });
    assert.equal(entry.statusCode, 200);
    assert.equal(entry.body, 'release v1');
    assert.equal(entry.headers['cache-control'], 'no-cache');
    assert.ok(entry.headers.etag);
    assert.ok(entry.headers['last-modified']);
    const hashed = await app.inject({ url: '/releases/v1/static/js/a.0123abcd.js' });
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    // A release's folder is never answered, not even by an index.html in it.
    assert.equal((await app.inject({ url: '/releases/v1/' })).statusCode, 403);
  });
});

describe("the shell's server", () => {
  let app;
  let distDir;
  const secret = 'serve-app-test-secret-of-at-least-32-characters';
  const form =
    '<form method="post" action="/api/forms/contact"><input type="hidden" name="formToken" value=""/></form>';
  before(async () => {
    distDir = folder({
      'index.html': `<main>home${form}</main>`,
      'careers/index.html': '<main>careers</main>',
      '404.html': '<main>not found</main>',
      '_canary/careers/index.html': '<main>canary careers</main>',
      'static/js/main.0123abcd.js': script,
      'shell-template.html': 'template',
    });
    app = await start({ distDir, isHost: true, formTokenSecret: secret }, [distDir]);
  });

  it("answers / with the home page, revalidated, as UTF-8 HTML, its forms' tokens stamped", async () => {
    const home = await app.inject({ url: '/' });
    assert.equal(home.statusCode, 200);
    assert.equal(home.headers['cache-control'], 'no-cache');
    assert.equal(home.headers['content-type'], 'text/html; charset=utf-8');
    const [token] = [...home.body.matchAll(/name="formToken" value="([^"]+)"/g)].map((match) => match[1]);
    assert.equal(readFormToken(token, secret)?.formId, 'contact');
    assert.equal(home.headers['access-control-allow-origin'], undefined);
    assert.equal(home.headers['permissions-policy'], permissionsPolicy);
  });

  it('answers a route with its page, with or without a trailing slash; any other path with the 404 page', async () => {
    for (const url of ['/careers', '/careers/', '/careers?x=1']) {
      const page = await app.inject({ url });
      assert.equal(page.statusCode, 200, url);
      assert.equal(page.body, '<main>careers</main>', url);
      assert.equal(page.headers['content-type'], 'text/html; charset=utf-8', url);
    }
    const head = await app.inject({ method: 'HEAD', url: '/careers' });
    assert.equal(head.statusCode, 200);
    const missing = await app.inject({ url: '/nowhere' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.body, '<main>not found</main>');
    assert.equal(missing.headers['cache-control'], 'no-cache');
  });

  it('a missing file, another method or a path into the canary tree is plainly not found', async () => {
    for (const request of [
      { url: '/static/js/gone.0123abcd.js' },
      { url: '/careers', method: 'POST' },
      { url: '/_canary/careers/index.html' },
      { url: '/x.html?y' },
    ]) {
      const response = await app.inject(request);
      assert.equal(response.statusCode, 404, request.url);
      assert.equal(response.body, 'Not found', request.url);
      assert.match(response.headers['content-type'] ?? '', /^text\/plain/);
    }
    const page = await app.inject({ url: '/_canary/careers' });
    assert.equal(page.body, '<main>not found</main>');
  });

  it('redirects the old privacy path permanently, keeping the query', async () => {
    const response = await app.inject({ url: '/privacy-policy?ref=1' });
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, '/privacypolicy?ref=1');
  });

  it('answers /site-config.json from the deploy-time file, else the configuration it started with', async () => {
    const started = await app.inject({ url: '/site-config.json' });
    assert.equal(started.statusCode, 200);
    assert.deepEqual(started.json(), config);
    assert.equal(started.headers['cache-control'], 'no-cache');
    assert.equal(started.headers['content-type'], 'application/json; charset=utf-8');
    const moved = { ...config, remoteTimeoutMs: 1234 };
    fs.writeFileSync(path.join(distDir, 'site-config.json'), JSON.stringify(moved));
    const file = await app.inject({ url: '/site-config.json' });
    assert.deepEqual(file.json(), moved);
    assert.equal(file.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(file.headers['cache-control'], 'no-cache');
  });

  it('still serves its hashed assets compressed, without CORS headers', async () => {
    const response = await app.inject({ url: '/static/js/main.0123abcd.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers.vary, 'Accept-Encoding');
  });
});

describe("the shell's server without a form key, during a canary", () => {
  it("leaves the forms' tokens empty and serves the canary's page to its share of page loads", async () => {
    const distDir = folder({
      'index.html': '<main>home<input name="formToken" value=""/></main>',
      'careers/index.html': '<main>careers</main>',
      '_canary/careers/index.html': '<main>canary careers</main>',
    });
    const canaryConfig = { ...config, canary: { remote: 'mf_careers', url: config.remotes.mf_careers, weight: 100 } };
    const app = await start({ distDir, isHost: true, config: canaryConfig }, [distDir]);
    assert.equal((await app.inject({ url: '/careers' })).body, '<main>canary careers</main>');
    assert.equal((await app.inject({ url: '/' })).body, '<main>home<input name="formToken" value=""/></main>');
    assert.equal((await app.inject({ url: '/nowhere' })).body, '<main>home<input name="formToken" value=""/></main>');
  });
});
