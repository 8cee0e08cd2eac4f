import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteName } from '@codecrush/contracts';
import type { RemoteComponentModule, RemoteModuleLoader } from '@codecrush/composition';
import type { RemoteStatusStore } from './remoteStatus';
import { withRetries } from './retry';
import type { RetryOptions } from './retry';

export class RemoteLoadError extends Error {}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteLoadError(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const isComponentModule = (value: unknown): value is RemoteComponentModule =>
  typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';

export const remoteNameOf = (id: RemoteModuleId) => id.slice(0, id.indexOf('/')) as RemoteName;

/** A manifest URL that no cache along the way can answer from a failed earlier attempt. */
export const retryUrl = (url: string, attempt: number) =>
  attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;

export function registerAllRemotes(remotes: Record<RemoteName, string>) {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export type RemoteLoaderOptions = {
  timeoutMs: number;
  status?: RemoteStatusStore;
  retry?: Omit<RetryOptions, 'signal' | 'onRetry'>;
};

/**
 * The loader the shell provides to every RemoteView. A failed load is retried automatically with
 * backoff (`retryDelaysMs`) before the fallback shows; the fallback's Try again is attempt n > 0.
 * Each retry re-registers the remote with `force`, which drops the runtime's cached (failed)
 * container. The timeout bounds the whole attempt, retries included.
 */
export function createRemoteLoader(
  remotes: Record<RemoteName, string>,
  { timeoutMs, status, retry }: RemoteLoaderOptions,
): RemoteModuleLoader {
  /** Every fresh registration gets its own URL, so no cache can answer with an earlier failure. */
  let freshRegistrations = 0;
  return async (id, attempt) => {
    const name = remoteNameOf(id);
    const started = performance.now();
    const gaveUp = new AbortController();
    status?.loading(name);
    const tries = withRetries(
      async (retries) => {
        if (attempt > 0 || retries > 0) {
          freshRegistrations += 1;
          registerRemotes([{ name, entry: retryUrl(remotes[name], freshRegistrations) }], { force: true });
        }
        const loaded = await loadRemote<unknown>(id);
        if (!isComponentModule(loaded)) throw new RemoteLoadError(`${id} has no default component export`);
        return loaded;
      },
      { ...retry, signal: gaveUp.signal, onRetry: (retries) => status?.retrying(name, retries) },
    );
    try {
      const loaded = await withTimeout(tries, timeoutMs, id);
      status?.loaded(name, Math.round(performance.now() - started));
      return loaded;
    } catch (error) {
      gaveUp.abort();
      status?.failed(name, Math.round(performance.now() - started));
      throw error;
    }
  };
}
