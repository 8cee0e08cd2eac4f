/** What the serving scripts need, without loading the bundler. */
export { apps, remoteAppList, portOf, apiPort, host, portOffset, plannedPort, nextOffset } from './ports.mjs';
export { tlsFilesOf } from './tlsFiles.mjs';
export { apiPath, createSiteConfig, emailjsIdsOf, remotePathOf, siteLayoutOf } from './siteConfig.mjs';
