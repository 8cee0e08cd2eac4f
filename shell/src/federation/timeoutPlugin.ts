import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Bounds every network step of loading a remote, so a remote that hangs (accepts the connection
 * and never answers) fails in time instead of holding the page: manifest fetches are aborted and
 * remoteEntry scripts time out after `timeoutMs`.
 */
export function timeoutPlugin(timeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'codecrush-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
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
