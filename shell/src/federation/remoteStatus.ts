import type { RemoteName } from '@codecrush/contracts';

export type RemoteLoadState = 'not loaded' | 'loading' | 'retrying' | 'loaded' | 'failed';

export type RemoteStatus = {
  name: RemoteName;
  /** The manifest URL this page registered for the remote. */
  url: string;
  override: boolean;
  state: RemoteLoadState;
  /** `buildInfo.buildVersion` of the manifest this page loaded (the remote's BUILD_ID). */
  build?: string;
  /** Milliseconds the last load took, retries included. */
  loadMs?: number;
  retries: number;
};

type Listener = () => void;

/**
 * What the remotes status panel shows: one entry per remote, updated by the loader. A tiny
 * external store (read with `useSyncExternalStore`), so loads never re-render the whole app.
 */
export function createRemoteStatusStore() {
  let snapshot: readonly RemoteStatus[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  const update = (name: string, patch: Partial<RemoteStatus>) => {
    if (!snapshot.some((entry) => entry.name === name)) return;
    snapshot = snapshot.map((entry) => (entry.name === name ? { ...entry, ...patch } : entry));
    emit();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    register(remotes: Readonly<Record<RemoteName, string>>, overrides: Partial<Record<RemoteName, string>>) {
      snapshot = (Object.entries(remotes) as [RemoteName, string][]).map(([name, url]) => ({
        name,
        url,
        override: overrides[name] !== undefined,
        state: 'not loaded',
        retries: 0,
      }));
      emit();
    },
    loading: (name: RemoteName) => update(name, { state: 'loading', retries: 0 }),
    retrying: (name: RemoteName, retries: number) => update(name, { state: 'retrying', retries }),
    loaded: (name: RemoteName, loadMs: number) => update(name, { state: 'loaded', loadMs }),
    failed: (name: RemoteName, loadMs: number) => update(name, { state: 'failed', loadMs }),
    /** Called with every manifest the runtime fetched (`name`, `metaData.buildInfo.buildVersion`). */
    manifest(raw: unknown) {
      const { name, metaData } = (raw ?? {}) as {
        name?: unknown;
        metaData?: { buildInfo?: { buildVersion?: unknown } };
      };
      const build = metaData?.buildInfo?.buildVersion;
      // Stryker disable next-line ConditionalExpression: a name that is not text matches no registered remote, which update() ignores too
      if (typeof name !== 'string') return;
      if (typeof build === 'string') update(name, { build });
    },
  };
}

export type RemoteStatusStore = ReturnType<typeof createRemoteStatusStore>;

/** The page's one store. */
export const remoteStatus = createRemoteStatusStore();
