import type { remoteAppsByKey } from '@codecrush/contracts';

/**
 * This remote's federation name and build id (rendered as data-build on its pages). The name is
 * spelled here, not read from the app list, so no page carries the list's code and data (≈0.4 KB
 * gzip on every first load); the type ties it to this remote's entry in packages/contracts/src/apps.mjs.
 */
export const remote = {
  name: 'mf_forms' satisfies (typeof remoteAppsByKey)['forms']['name'],
  build: __BUILD_ID__,
} as const;
