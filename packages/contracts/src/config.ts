import type { RemoteName } from './remotes';

/** `/site-config.json`, written at deploy time and fetched (never cached) by the shell at start. */
export interface SiteConfig {
  /** Manifest URL (`…/mf-manifest.json`) of every remote. */
  remotes: Record<RemoteName, string>;
  api: { baseUrl: string };
  emailjs: { serviceId: string; templateId: string; publicKey: string; origin: string };
  /** Live-chat widget script for `/checkchatbox`; empty means none. */
  chatWidgetUrl: string;
  /**
   * Whether this deploy accepts `?mf-override=` (env `DEV_OVERRIDES=on`; on under `npm run dev`,
   * off under `npm start`). Off: overrides are refused and the CSP names no override origin.
   */
  devOverridesEnabled: boolean;
  /** Origins a developer may point a remote at with `?mf-override=` (when overrides are enabled). */
  devOverrideOrigins: string[];
  /** Milliseconds after which a remote that has not loaded is shown as unavailable. */
  remoteTimeoutMs: number;
}
