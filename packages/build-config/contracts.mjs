/**
 * `@codecrush/contracts` (TypeScript) for the Node side: the build reads the remote names and
 * exposed modules from it, deploy and `npm start` validate site-config.json with its schema.
 * Loaded through tsx by its package name (a declared dependency, not a path into the other
 * workspace), so the contract has one source and no compiled copy.
 */
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('@codecrush/contracts')} */
const contracts = await tsImport('@codecrush/contracts', import.meta.url);

export const {
  remoteNames,
  exposedModules,
  checkSiteConfig,
  uploadLimits,
  buildIdPattern,
  releaseManifestUrl,
  releaseIdOfManifestUrl,
  plainManifestUrl,
  releaseFileOfPath,
} = contracts;
