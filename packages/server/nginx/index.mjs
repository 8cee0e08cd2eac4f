/** nginx as the production server of the one-origin layout, from the Node server's policy. */
export { apiTrustProxyBehindNginx, nginxConfig } from './nginxConfig.mjs';
export { precompressHashedFiles } from './precompress.mjs';
export { brotliModulePath, NginxSetupError, startNginx } from './runNginx.mjs';
