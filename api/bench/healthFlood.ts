import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { remoteNames } from '@codecrush/contracts';
import { tempDir } from '../test/helpers/api';
import { spawnApi, stopApi } from '../test/helpers/child';
import { getJson, opsHeaders, postJson } from '../test/helpers/http';
import { validContact } from '../test/helpers/payloads';
import { shellOrigin } from '../test/helpers/ports';
import { startPostgres } from '../test/helpers/postgres';
import { startSmtpServer } from '../test/helpers/smtp';
import { sleep, waitFor } from '../test/helpers/wait';
import { benchSettings } from './settings';

const { seconds, floodConnections } = benchSettings({ connections: 1 });
const floodScript = fileURLToPath(new URL('beaconFlood.ts', import.meta.url));

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

/** A visitor posting the contact form every 50 ms for `seconds`: each answer's status and time. */
async function postForms(url: string, label: string) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const end = performance.now() + seconds * 1000;
  for (let index = 0; performance.now() < end; index += 1) {
    const started = performance.now();
    const answer = await postJson(url, validContact({ message: `bench ${label} ${index}` }), {
      headers: { origin: shellOrigin() },
    });
    latencies.push(performance.now() - started);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    await sleep(50);
  }
  latencies.sort((a, b) => a - b);
  return { latencies, statuses };
}

/** `bench/beaconFlood.ts` as its own process against `url`; resolves with its JSON summary. */
function flood(url: string): Promise<{ sent: number; perSecond: number; statuses: Record<string, number> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', floodScript, url, String(seconds), String(floodConnections)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      const last = output.trim().split('\n').at(-1) ?? '';
      if (code === 0)
        resolve(JSON.parse(last) as { sent: number; perSecond: number; statuses: Record<string, number> });
      else reject(new Error(`the beacon flood exited ${code}: ${output}`));
    });
  });
}

interface Row {
  setup: string;
  p50: number;
  p99: number;
  forms: number;
  non200: number;
  offered: string;
  intake: string;
  drainMs: number;
  deliveredTwice: number;
}

/** One store: forms alone, then forms under the flood; the relay delivers into an SMTP sink. */
async function measure(store: string, databaseUrl: string | undefined): Promise<Row[]> {
  const smtp = await startSmtpServer();
  const dataDir = await tempDir('bench-health-flood-');
  const api = await spawnApi({
    API_DATA_DIR: dataDir,
    API_LOG_LEVEL: 'error',
    API_RATE_LIMIT_MAX: '100000000',
    HEALTH_RATE_LIMIT_MAX: '100000000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_TO: 'inbox@codecrush.test',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  });
  const rows: Row[] = [];
  try {
    for (const flooded of [false, true]) {
      const before = smtp.accepted.length;
      const [forms, offered] = await Promise.all([
        postForms(api.url, flooded ? 'flood' : 'calm'),
        flooded ? flood(api.url) : Promise.resolve(undefined),
      ]);
      const loadEnded = performance.now();
      const accepted = forms.statuses.get(200) ?? 0;
      await waitFor(() => smtp.accepted.length - before >= accepted, 'the relay delivered the forms', 300_000);
      const drainMs = Math.round(performance.now() - loadEnded);
      const data = await getJson(api.url, `/ops/health/data?remote=${remoteNames.blog}`, opsHeaders);
      const intake = (data.json as { intake: Record<string, number> }).intake;
      const ids = smtp.accepted.slice(before).map((mail) => mail.messageId);
      rows.push({
        setup: `${store}, ${flooded ? `beacon flood (${floodConnections} connections)` : 'no flood'}`,
        p50: Math.round(percentile(forms.latencies, 50) * 10) / 10,
        p99: Math.round(percentile(forms.latencies, 99) * 10) / 10,
        forms: forms.latencies.length,
        non200: forms.latencies.length - accepted,
        offered:
          offered === undefined ? '-' : `${offered.sent} (${offered.perSecond}/s; ${JSON.stringify(offered.statuses)})`,
        intake: flooded ? `accepted ${intake.accepted}, dropped ${intake.dropped}, failed ${intake.writeFailed}` : '-',
        drainMs,
        deliveredTwice: ids.length - new Set(ids).size,
      });
    }
  } finally {
    await stopApi(api);
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** Part 2 of `npm run bench:health`: prints the table; false when a form failed or a message went twice. */
export async function formFlood(): Promise<boolean> {
  console.log(
    `\nforms every 50 ms for ${seconds} s, alone and under a beacon flood; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  );
  const rows = await measure('SQLite', undefined);
  const postgres = await startPostgres({ durable: true });
  try {
    rows.push(...(await measure('PostgreSQL', await postgres.createDatabase())));
  } finally {
    await postgres.stop();
  }
  console.log(
    '\n| setup | form p50 ms | form p99 ms | forms | non-200 | beacons offered | intake | relay drained (ms) | delivered twice |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.setup} | ${row.p50} | ${row.p99} | ${row.forms} | ${row.non200} | ${row.offered} | ${row.intake} | ${row.drainMs} | ${row.deliveredTwice} |`,
    );
  }
  return rows.every((row) => row.non200 === 0 && row.deliveredTwice === 0);
}
