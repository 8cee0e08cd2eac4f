import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteName } from '@codecrush/contracts';
import type { RemoteComponentModule, RemoteModuleLoader } from '@codecrush/ui';

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

/**
 * The loader the shell provides to every RemoteView. A retry re-registers the remote with
 * `force`, which drops the runtime's cached (failed) container, before loading again.
 */
export function createRemoteLoader(remotes: Record<RemoteName, string>, timeoutMs: number): RemoteModuleLoader {
  return async (id, attempt) => {
    const name = remoteNameOf(id);
    if (attempt > 0) registerRemotes([{ name, entry: retryUrl(remotes[name], attempt) }], { force: true });
    const loaded = await withTimeout(loadRemote<unknown>(id), timeoutMs, id);
    if (!isComponentModule(loaded)) throw new RemoteLoadError(`${id} has no default component export`);
    return loaded;
  };
}
