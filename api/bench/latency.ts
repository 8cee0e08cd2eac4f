import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, emailSubjects } from '@codecrush/contracts';
import autocannon from 'autocannon';
import { startServer } from '../src/server';
import { benchSettings } from './settings';

/**
 * `npm run bench -w api`: the real server on 127.0.0.1 over a temporary data directory (rate
 * limit raised, no SMTP), ~10 s of autocannon against POST /jobs/emails/send with a valid
 * contact message. Every accepted request is a durable SQLite commit. Prints p50/p99 and req/s.
 */
const { seconds: durationSeconds, connections } = benchSettings({ connections: 10 });

const dataDir = await mkdtemp(join(tmpdir(), 'api-bench-'));
const server = await startServer({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  logLevel: 'error',
  smtp: undefined,
  rateLimit: { max: 100_000_000 },
});

try {
  const result = await autocannon({
    url: `${server.url}${apiPaths.sendEmail}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: 'Bench Mark',
      email: 'bench@example.com',
      phone: '03001234567',
      message: 'Latency benchmark message.',
      subject: emailSubjects.contact,
    }),
    connections,
    duration: durationSeconds,
  });
  const stored = (await server.store.counts()).queued;
  console.log(`POST ${apiPaths.sendEmail} (JSON contact), ${connections} connections, ${durationSeconds} s`);
  console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (max ${result.latency.max} ms)`);
  console.log(`throughput ${result.requests.average} req/s average; ${result.requests.total} requests`);
  console.log(
    `answers 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(`messages committed to the outbox: ${stored}`);
  // Requests still in flight when the clock stops are committed but not counted by autocannon.
  const consistent = stored >= result['2xx'] && stored <= result['2xx'] + connections;
  if (result.non2xx > 0 || result.errors > 0 || !consistent) process.exitCode = 1;
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
