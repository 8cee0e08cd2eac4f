#!/usr/bin/env node
/**
 * `npm run nginx`: the built, prerendered site served by nginx on one origin, in the foreground, on
 * http://localhost:8080 (NGINX_PORT; TLS_CERT_FILE + TLS_KEY_FILE: HTTPS with HTTP/2, plain HTTP
 * redirected). Starts the API behind it unless one is running. Ctrl-C stops nginx and that API.
 */
import { serveWithNginx } from './lib/nginxSite.mjs';

const site = await serveWithNginx(process.env).catch((error) => {
  if (
    !['NginxSetupError', 'InvalidSiteConfigError', 'FormTokenSecretError'].includes(error?.name) &&
    !/NGINX_PORT|TLS/.test(error?.message)
  )
    throw error;
  console.error(error.message);
  process.exit(1);
});

let stopping;
const shutdown = (code) => {
  stopping ??= site.stop().then(() => process.exit(code));
  return stopping;
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
void site.exited.then((how) => {
  if (stopping) return;
  console.error(`nginx stopped by itself (${how}); see its error log.`);
  void shutdown(1);
});
