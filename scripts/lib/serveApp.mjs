import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { cacheControlFor } from './cachePolicy.mjs';
import { pageFileFor, redirectFor } from './prerenderedPages.mjs';
import { helmetOptions, permissionsPolicy, shellCsp } from './securityHeaders.mjs';

/**
 * Serves one app's production build from disk (so replacing dist/ is a redeploy: no restart).
 * The shell gets its CSP and the SPA fallback; remotes get CORS for their public assets.
 * @param {{ distDir: string, port: number, host: string, isHost: boolean, config: import('../../packages/contracts/src/config').SiteConfig }} options
 */
export async function serveApp({ distDir, port, host, isHost, config }) {
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
  if (isHost) {
    // Every route's prerendered HTML (index.html per path), else the not-found page, else the SPA fallback.
    const sendIndex = (request, reply) => {
      const { file, status } = pageFileFor(distDir, request.url);
      return reply
        .code(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(file));
    };
    app.get('/', (request, reply) => sendIndex(request, reply));
    // The deploy-time file wins (edit it to move a remote); a rebuild that wiped it falls back
    // to the configuration this server was started with.
    app.get('/site-config.json', (_request, reply) => {
      const file = path.join(distDir, 'site-config.json');
      reply.header('Cache-Control', 'no-cache').type('application/json');
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
  await app.listen({ port, host });
  return app;
}
