import type { RemoteName, SiteConfig } from '@codecrush/contracts';
import type { RemoteStatusStore } from '../federation/remoteStatus';

/** What release-health collection needs from the page it runs in. */
export type ReleaseHealthContext = {
  config: SiteConfig;
  /** The manifest URLs this page registered (overrides included). */
  remotes: Readonly<Record<RemoteName, string>>;
  status: RemoteStatusStore;
};
