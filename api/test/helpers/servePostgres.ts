import { startPostgres } from './postgres';

/**
 * A PostgreSQL server for several test processes (`npm run mutation` runs its PostgreSQL areas on
 * one): starts it, prints its URL as the first line of stdout (`API_TEST_POSTGRES` takes it), and
 * stops it, removing its data, when stdin closes or on SIGTERM / SIGINT.
 */
const server = await startPostgres();
process.stdout.write(`${server.url}\n`);
let stopping: Promise<void> | undefined;
// Exits once stopped: the ended stdin and the server's client would otherwise keep the process alive.
const stop = (): Promise<void> => (stopping ??= server.stop().finally(() => process.exit(0)));
process.stdin.resume();
process.stdin.on('end', () => void stop());
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
