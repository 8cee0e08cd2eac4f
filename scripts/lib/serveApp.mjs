import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { cacheControlFor } from './cachePolicy.mjs';
import { helmetOptions, permissionsPolicy, shellCsp } from './securityHeaders.mjs';

/**
 * Serves one app's production build from disk (so replacing dist/ is a redeploy: no restart).
 * The shell gets its CSP and the SPA fallback; remotes get CORS for their public assets, and their
 * versioned releases (`npm run deploy -w mf-x`) under /releases/<build id>/.
 * @param {{ distDir: string, releasesDir?: string, port: number, host: string, isHost: boolean, config: import('../../packages/contracts/src/config').SiteConfig }} options
 */
export async function serveApp({ distDir, releasesDir, port, host, isHost, config }) {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyHelmet, helmetOptions(isHost ? shellCsp(config) : undefined));
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    if (!isHost) {
      // Public, credential-free static assets: any page may load them (the shell's CSP decides).
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Vary', 'Origin');
    }
  });
  await app.register(fastifyStatic, {
    root: distDir,
    index: isHost ? false : 'index.html',
    wildcard: true,
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
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
    });
  }
  if (isHost) {
    const indexFile = path.join(distDir, 'index.html');
    // SPA fallback: deep links (/view-blog/3) get the shell's HTML.
    const sendIndex = (reply) =>
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(indexFile));
    app.get('/', (_request, reply) => sendIndex(reply));
    // The deploy-time file wins (edit it to move a remote); a rebuild that wiped it falls back
    // to the configuration this server was started with.
    app.get('/site-config.json', (_request, reply) => {
      const file = path.join(distDir, 'site-config.json');
      reply.header('Cache-Control', 'no-cache').type('application/json');
      return fs.existsSync(file) ? reply.send(fs.readFileSync(file)) : reply.send(config);
    });
    app.setNotFoundHandler((request, reply) => {
      const wantsHtml = ['GET', 'HEAD'].includes(request.method) && !path.extname(request.url.split('?')[0] ?? '');
      if (wantsHtml) return sendIndex(reply);
      return reply.code(404).type('text/plain').send('Not found');
    });
  }
  await app.listen({ port, host });
  return app;
}
