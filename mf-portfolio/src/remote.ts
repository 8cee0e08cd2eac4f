import { remoteNames } from '@codecrush/contracts';

/** This remote's federation name (from the app list in packages/contracts) and build id (rendered as data-build on its pages). */
export const remote = { name: remoteNames.portfolio, build: __BUILD_ID__ } as const;
