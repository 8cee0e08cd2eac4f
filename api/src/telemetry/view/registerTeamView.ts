import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '@codecrush/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { releaseHealthReport } from '../report';
import type { HealthStore } from '../store/HealthStore';
import { deployMarkers } from './deployMarkers';
import { requireOpsToken } from './opsAuth';
import { teamViewCss, teamViewHtml } from './page';

const dayMs = 24 * 60 * 60 * 1000;
const here = dirname(fileURLToPath(import.meta.url));
const uplotDist = dirname(createRequire(import.meta.url).resolve('uplot/dist/uPlot.iife.min.js'));
const remotes: readonly string[] = Object.values(remoteNames);

/** The page's own files only; styles inline for uPlot's canvas sizing. */
const pageCsp =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The team view (`/ops/health`): a page with uPlot charts per build and its data route (with this
 * instance's beacon counts: accepted, dropped, written, write-failed, buffered), all behind OPS_TOKEN. Without the token set, none of these routes exist (404); without the token presented,
 * they answer 401 and nothing else.
 */
export async function registerTeamView(
  app: FastifyInstance,
  health: HealthStore,
  config: { opsToken: string | undefined; releasesDir: string },
): Promise<void> {
  const token = config.opsToken;
  if (token === undefined) return;
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireOpsToken(token));
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Security-Policy', pageCsp);
      reply.header('X-Content-Type-Options', 'nosniff');
      return payload;
    });
    // The files are sent as read (bytes): their type names the charset.
    const file = (type: string, load: () => Promise<string | Buffer>) => async () => ({ type, body: await load() });
    const assets = {
      '/ops/health': file('text/html; charset=utf-8', async () => teamViewHtml),
      '/ops/health/view.css': file('text/css; charset=utf-8', async () => teamViewCss),
      '/ops/health/view.js': file('text/javascript; charset=utf-8', () =>
        readFile(join(here, '..', 'public', 'view.js')),
      ),
      '/ops/health/uplot.js': file('text/javascript; charset=utf-8', () =>
        readFile(join(uplotDist, 'uPlot.iife.min.js')),
      ),
      '/ops/health/uplot.css': file('text/css; charset=utf-8', () => readFile(join(uplotDist, 'uPlot.min.css'))),
    };
    for (const [url, load] of Object.entries(assets)) {
      scope.get(url, async (_request, reply) => {
        const { type, body } = await load();
        return reply.type(type).send(body);
      });
    }
    scope.get('/ops/health/data', async (request) => {
      const asked = (request.query as { remote?: unknown }).remote;
      const remote = remotes.find((name) => name === asked);
      if (remote === undefined) throw new HttpError(400, 'Unknown remote');
      const until = Date.now() + 1;
      const since = until - 7 * dayMs;
      const [builds, splits, points, markers] = await Promise.all([
        health.builds(remote, since, until),
        health.splits(remote, since, until),
        health.series(remote, since, until),
        deployMarkers(config.releasesDir, remote),
      ]);
      return { ...releaseHealthReport(remote, since, builds, splits), points, markers, intake: health.intake.counts };
    });
  });
}
