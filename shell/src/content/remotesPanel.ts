import type { RemoteLoadState } from '../federation/remoteStatus';

/** Copy of the remotes status panel (shown only when dev overrides are enabled). */
export const remotesPanelText = {
  toggle: 'Remotes',
  title: 'Remotes on this page',
  caption: 'Which build of each remote this page registered and loaded.',
  columns: { remote: 'Remote', build: 'Build', state: 'State', loadTime: 'Load time', manifest: 'Manifest URL' },
  unknown: '—',
  override: 'override',
  /** This page load got the remote's canary release, which that share of page loads gets. */
  canary: (weight: number) => `canary for ${weight} % of page loads`,
  /** This page load got the stable release while a canary of the remote runs beside it. */
  stableBesideCanary: (weight: number) => `stable; a canary gets ${weight} % of page loads`,
  milliseconds: (ms: number) => `${ms} ms`,
  retries: (count: number) => (count === 1 ? '1 retry' : `${count} retries`),
  states: {
    'not loaded': 'not loaded yet',
    loading: 'loading',
    retrying: 'retrying',
    loaded: 'loaded',
    failed: 'failed',
  } satisfies Record<RemoteLoadState, string>,
} as const;
