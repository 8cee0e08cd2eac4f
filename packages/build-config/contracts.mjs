/**
 * `@codecrush/contracts` (TypeScript) for the Node side: the build reads the remote names and
 * exposed modules from it, deploy and `npm start` validate site-config.json with its schema.
 * Loaded through tsx, so the contract has one source and no compiled copy.
 */
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../contracts/src/index.ts')} */
const contracts = await tsImport('../contracts/src/index.ts', import.meta.url);

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
