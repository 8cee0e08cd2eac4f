import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Bounds every network step of loading a remote, so a remote that hangs (accepts the connection
 * and never answers) fails in time instead of holding the page: manifest fetches are aborted and
 * remoteEntry scripts time out after `timeoutMs`. Every manifest fetched is also handed to
 * `onManifest` (the status panel reads its build id from it).
 */
export function timeoutPlugin(
  timeoutMs: number,
  onManifest?: (manifest: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'codecrush-timeout',
    async fetch(url, init) {
      const response = await fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
      if (response.ok && onManifest) {
        response
          .clone()
          .json()
          .then(onManifest, () => undefined);
      }
      return response;
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.crossOrigin = 'anonymous';
      return { script, timeout: timeoutMs };
    },
  };
}
