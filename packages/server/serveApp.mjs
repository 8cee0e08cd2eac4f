import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { canaryChooser } from './canaryChoice.mjs';
import { cacheControlFor } from './cachePolicy.mjs';
import { stampFormTokens } from './formToken.mjs';
import { createCompressedAssets } from './compressedAssets.mjs';
import { canaryPagesDir, pageFileFor, redirectFor } from './prerenderedPages.mjs';
import { contentTypeFor } from './responseHeaders.mjs';
import { helmetOptions, permissionsPolicy, siteCsp } from './securityHeaders.mjs';
import { listenHttpsWithRedirect } from './tls.mjs';

/**
 * Serves one app's production build from disk (so replacing dist/ is a redeploy: no restart).
 * Every app's pages get the site's CSP; the shell gets the SPA fallback; remotes get CORS for their
 * public assets, and their versioned releases (`npm run deploy -w mf-x`) under /releases/<build id>/.
 * With `tls` the port speaks HTTPS and redirects plain HTTP to it. With `formTokenSecret` every page
 * answered gets a fresh signed token in its forms' token field (the API checks it when a form is
 * posted without scripts); without it the field stays empty and such posts are refused.
 * @param {{ distDir: string, releasesDir?: string, port: number, host: string, isHost: boolean, config: import('../../packages/contracts/src/config').SiteConfig, tls?: { cert: Buffer, key: Buffer }, formTokenSecret?: string }} options
 */
export async function serveApp({ distDir, releasesDir, port, host, isHost, config, tls, formTokenSecret }) {
  const app = Fastify({ logger: false, ...(tls ? { https: tls } : {}) });
  // Hashed assets: compressed once, best ratio, then served from memory. Runs before the
  // per-request compression below, which leaves a response that already has an encoding alone.
  const compressedAssets = createCompressedAssets(distDir);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || request.headers.range) return payload;
    const found = await compressedAssets.lookup(request.url.split('?')[0] ?? '', request.headers['accept-encoding']);
    if (found === undefined) return payload;
    // Stryker disable next-line OptionalChaining: a static file's payload is a stream, which has destroy
    payload?.destroy?.();
    reply.header('Content-Encoding', found.encoding);
    reply.header('Vary', 'Accept-Encoding');
    // Stryker disable next-line StringLiteral: fastify sets a Buffer body's Content-Length itself (a stale one is replaced)
    reply.removeHeader('Content-Length');
    return found.body;
  });
  // Brotli at quality 5, not zlib's default 11: responses are compressed per request, and 11 costs
  // ~40× the CPU for ~9 % smaller output (the shell's 113 KB main script: 153 ms vs 4 ms).
  // Every compressible response whatever its size (static files are streams, which the plugin
  // compresses without a size check anyway); nginx applies the same rule (nginx/nginxConfig.mjs).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 0,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyHelmet, helmetOptions(siteCsp(config)));
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    if (!isHost) {
      // Public, credential-free static assets: every page may load them (the shell's CSP decides).
      reply.header('Access-Control-Allow-Origin', '*');
      const vary = reply.getHeader('Vary');
      reply.header('Vary', vary ? `${vary}, Origin` : 'Origin');
    }
  });
  await app.register(fastifyStatic, {
    root: distDir,
    index: isHost ? false : 'index.html',
    // The shell: a path ending in / is a page (`/view-blog/1/`), answered below like `/view-blog/1`;
    // the canary's page tree is answered only in place of a route's page (below).
    ...(isHost
      ? { allowedPath: (pathName) => !pathName.endsWith('/') && !pathName.startsWith(`/${canaryPagesDir}/`) }
      : {}),
    wildcard: true,
    // Stryker disable next-line BooleanLiteral: setHeaders below writes Cache-Control after the plugin's own
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
  });
  if (releasesDir) {
    await app.register(fastifyStatic, {
      root: releasesDir,
      prefix: '/releases/',
      decorateReply: false,
      index: false,
      // Stryker disable next-line BooleanLiteral: setHeaders below writes Cache-Control after the plugin's own
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
    });
  }
  if (isHost) {
    // Every route's prerendered HTML (index.html per path), else the not-found page, else the SPA
    // fallback; from the canary's page tree for the canary's share of page loads.
    const chooseCanary = canaryChooser(distDir, config);
    const sendIndex = (request, reply) => {
      const { file, status } = pageFileFor(distDir, request.url, { canary: chooseCanary() });
      return reply
        .code(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          formTokenSecret ? stampFormTokens(fs.readFileSync(file, 'utf8'), formTokenSecret) : fs.createReadStream(file),
        );
    };
    app.get('/', (request, reply) => sendIndex(request, reply));
    // The deploy-time file wins (edit it to move a remote); a rebuild that wiped it falls back
    // to the configuration this server was started with.
    app.get('/site-config.json', (_request, reply) => {
      const file = path.join(distDir, 'site-config.json');
      reply.header('Cache-Control', 'no-cache').type(contentTypeFor(file));
      return fs.existsSync(file) ? reply.send(fs.readFileSync(file)) : reply.send(config);
    });
    app.setNotFoundHandler((request, reply) => {
      const wantsHtml = ['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0] ?? '');
      const redirect = redirectFor(request.url);
      if (redirect) return reply.redirect(redirect, 301);
      if (wantsHtml) return sendIndex(request, reply);
      return reply.code(404).type('text/plain').send('Not found');
    });
  }
  if (!tls) {
    await app.listen({ port, host });
    return app;
  }
  let listener;
  app.addHook('onClose', (_instance, done) => (listener ? listener.close(() => done()) : done()));
  await app.ready();
  listener = await listenHttpsWithRedirect(app.server, { port, host });
  return app;
}
