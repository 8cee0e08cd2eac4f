#!/usr/bin/env node
/**
 * `npm start`: builds what is missing, writes site-config.json from the environment, serves each
 * app's production build on its own port and starts the API, on the ports of the app list
 * (packages/contracts/src/apps.mjs, shifted by PORT_OFFSET).
 * START_API=0 leaves the API out.
 */
import { portOf, tlsFilesOf } from '@codecrush/build-config/runtime';
import { composeServers } from './lib/composeServers.mjs';

const stop = await composeServers({ startApi: process.env.START_API !== '0' }).catch((error) => {
  // A bad setting or a taken port: its own clear message, no stack trace.
  if (!['InvalidSiteConfigError', 'PortsInUseError', 'FormTokenSecretError'].includes(error?.name)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`\nThe site: ${tlsFilesOf(process.env) ? 'https' : 'http'}://localhost:${portOf('shell')}/`);

const shutdown = async () => {
  await stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
