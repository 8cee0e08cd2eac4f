import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { servedStyleTags } from '@codecrush/ui';
import { RemoteModuleCache } from '@codecrush/composition';
import type { PageMeta } from '@codecrush/ui';
import type { RemoteModuleLoader } from '@codecrush/composition';
import type { SiteConfig } from '@codecrush/contracts';
import { ServerApp } from 'shell/server';
import type { ConcreteRoute } from './routes';
import { RemoteRenderError } from './federation';

export type RenderedRoute = {
  /** The markup of `#root`. */
  body: string;
  /** Critical emotion styles of exactly this markup (`servedStyleTags`: adopted in place by the browser). */
  styles: string;
  /** What the page declared with usePageMeta (the last call wins), if anything. */
  meta: PageMeta | undefined;
};

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.pipe(
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          chunks.push(chunk);
          done();
        },
        final: (done) => {
          resolve();
          done();
        },
      }),
    );
    stream.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one route inside the real shell (navbar, footer) with React 19's prerender, which waits
 * for the remote page and every Suspense boundary. Any error fails the route: a page whose remote
 * did not render must never be written.
 */
export async function renderRoute(
  route: ConcreteRoute,
  config: SiteConfig,
  publicOrigin: string,
  loader: RemoteModuleLoader,
): Promise<RenderedRoute> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  let meta: PageMeta | undefined;
  const errors: unknown[] = [];
  // Each render has its own remote modules (the federation instance keeps the loaded code).
  const remotes = new RemoteModuleCache(loader);
  const { prelude } = await prerenderToNodeStream(
    <ServerApp
      config={config}
      publicOrigin={publicOrigin}
      remotes={remotes}
      styles={{ cache, globalsServed: false }}
      path={route.path}
      collector={{ set: (declared) => (meta = declared) }}
    />,
    // Never outline a large boundary behind a fallback + swap script: the HTML must hold the content.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await readAll(prelude);
  if (errors.length > 0) {
    const reason = errors.map((error) => (error instanceof Error ? error.message : String(error))).join('; ');
    throw new RemoteRenderError(`${route.module ?? 'shell'} failed to render ${route.path}: ${reason}`, {
      cause: errors[0],
    });
  }
  const styles = servedStyleTags(emotion.extractCriticalToChunks(body).styles);
  return { body, styles, meta };
}
