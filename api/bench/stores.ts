import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { apiPaths, emailSubjects } from '@codecrush/contracts';
import autocannon from 'autocannon';
import { tempDir } from '../test/helpers/api';
import { spawnApi, stopApi, type ChildApi } from '../test/helpers/child';
import { getJson } from '../test/helpers/http';
import { startPostgres, type TestPostgres } from '../test/helpers/postgres';
import { startSmtpServer } from '../test/helpers/smtp';
import { waitFor } from '../test/helpers/wait';
import { percentile } from './stats';
import { benchSettings } from './settings';

/**
 * `npm run bench:stores -w api`: the same load on 1 instance over SQLite, 1 and 3 instances over one
 * PostgreSQL (embedded, default settings, fsync on). Each instance is its own process (`npm start`'s
 * entry) with a real SMTP sink; BENCH_SECONDS (10) of BENCH_CONNECTIONS (30) connections spread
 * over the instances, every request a new contact message with its own Idempotency-Key. Prints
 * req/s and p50/p99 latency of the accepted (200) submissions, then how long the outbox took to
 * drain once the load stopped. Loopback only; exits 1 on any error, non-200 or unsent message.
 */
const { seconds, connections } = benchSettings({ connections: 30 });

const body = JSON.stringify({
  fullName: 'Bench Mark',
  email: 'bench@example.com',
  phone: '03001234567',
  message: 'A message sent by the store benchmark.',
  subject: emailSubjects.contact,
});

interface Figures {
  setup: string;
  accepted: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  drainMs: number;
  failures: number;
}

/** Load on one instance: latencies (ms) of the requests answered 200, and everything else counted. */
const loadOne = async (url: string, share: number) => {
  const latencies: number[] = [];
  const result = await autocannon({
    url: `${url}${apiPaths.sendEmail}`,
    connections: share,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          Reflect.set(context, 'sentAt', performance.now());
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body,
          };
        },
        onResponse: (status, _body, context) => {
          const sentAt: unknown = Reflect.get(context, 'sentAt');
          if (status === 200 && typeof sentAt === 'number') latencies.push(performance.now() - sentAt);
        },
      },
    ],
  });
  return { latencies, failures: result.errors + result.timeouts + result.non2xx };
};

const queuedOrSending = async (url: string): Promise<number> => {
  const { relay } = (await getJson(url, apiPaths.health)).json as { relay: { queued: number; sending: number } };
  return relay.queued + relay.sending;
};

const run = async (setup: string, instances: number, databaseUrl: string | undefined): Promise<Figures> => {
  const smtp = await startSmtpServer();
  const dataDir = await tempDir('api-bench-stores-');
  const env: Record<string, string> = {
    API_DATA_DIR: dataDir,
    API_LOG_LEVEL: 'error',
    API_RATE_LIMIT_MAX: '100000000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_TO: 'inbox@codecrush.test',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  };
  const apis: ChildApi[] = [];
  try {
    for (let i = 0; i < instances; i += 1) apis.push(await spawnApi(env));
    const started = performance.now();
    const shares = apis.map(
      (_api, index) => Math.floor(connections / instances) + (index < connections % instances ? 1 : 0),
    );
    const results = await Promise.all(apis.map((api, index) => loadOne(api.url, shares[index] ?? 1)));
    const elapsed = (performance.now() - started) / 1000;
    const loadEnded = performance.now();
    const first = apis[0];
    if (first === undefined) throw new Error('no instance');
    await waitFor(async () => (await queuedOrSending(first.url)) === 0, 'the outbox drained', 300_000);
    const drainMs = Math.round(performance.now() - loadEnded);
    const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
    return {
      setup,
      accepted: latencies.length,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
      drainMs,
      failures: results.reduce((sum, result) => sum + result.failures, 0),
    };
  } finally {
    await Promise.all(apis.map(stopApi));
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

const watchdog = setTimeout(
  () => {
    console.error('benchmark overran its time budget; stopping');
    process.exit(2);
  },
  (seconds * 3 + 600) * 1000,
);
watchdog.unref();

console.log(
  `${seconds} s per setup, ${connections} connections, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
);
let postgres: TestPostgres | undefined;
const figures: Figures[] = [];
try {
  figures.push(await run('SQLite, 1 instance', 1, undefined));
  postgres = await startPostgres({ durable: true });
  figures.push(await run('PostgreSQL, 1 instance', 1, await postgres.createDatabase()));
  figures.push(await run('PostgreSQL, 3 instances', 3, await postgres.createDatabase()));
} finally {
  await postgres?.stop();
}
console.log('\n| setup | accepted | req/s | p50 ms | p99 ms | outbox drained after the load (ms) | errors/non-200 |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const row of figures) {
  console.log(
    `| ${row.setup} | ${row.accepted} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.drainMs} | ${row.failures} |`,
  );
}
if (figures.some((row) => row.failures > 0)) process.exitCode = 1;
