import { startServer } from './server';

/** `npm start -w api`: runs the API until SIGINT/SIGTERM, then shuts down cleanly. */
const server = await startServer().catch((error: unknown) => {
  // A configuration or database problem: one clear line (it names the variable), no stack trace.
  console.error(`API did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
server.app.log.info({ url: server.url, dataDir: server.config.dataDir }, 'API listening');
console.log(`API listening on ${server.url}`);

const shutdown = (signal: string): void => {
  server.app.log.info({ signal }, 'shutting down');
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
