import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openStore } from '../store/open';
import { messageStates, type MessageState, type OutboxSummary } from '../store/store';
import { renderTable } from './table';

const usage = `Usage: npm run outbox -w api -- [--state queued|sending|sent|failed] [--limit N] [--requeue-failed]

Lists the outbox (newest first): id, created, subject, state, attempts, next attempt, last error.
Never shows message content. --requeue-failed gives failed messages a fresh set of attempts.
The outbox is PostgreSQL when DATABASE_URL is set, otherwise the SQLite file in API_DATA_DIR
(default <repo>/.data/api).`;

const time = (ms: number | null): string => (ms === null ? '-' : new Date(ms).toISOString().replace('.000Z', 'Z'));

const oneLine = (text: string | null, max: number): string => {
  if (text === null) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export const formatOutbox = (rows: readonly OutboxSummary[]): string =>
  renderTable(
    ['id', 'created', 'subject', 'state', 'attempts', 'next attempt', 'last error'],
    rows.map((row) => [
      String(row.id),
      time(row.createdAt),
      row.subject,
      row.state,
      String(row.attempts),
      time(row.nextAttemptAt),
      oneLine(row.lastError, 80),
    ]),
  );

const isState = (value: string): value is MessageState => (messageStates as readonly string[]).includes(value);

const main = async (): Promise<number> => {
  const { values } = parseArgs({
    options: {
      state: { type: 'string' },
      limit: { type: 'string' },
      'requeue-failed': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help === true) {
    console.log(usage);
    return 0;
  }
  if (values.state !== undefined && !isState(values.state)) {
    console.error(`Unknown state "${values.state}".\n\n${usage}`);
    return 2;
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    console.error(`--limit must be a positive integer.\n\n${usage}`);
    return 2;
  }
  const outbox = await openStore(loadConfig(), 'codecrush.local', (error) => console.error(error.message));
  try {
    if (values['requeue-failed'] === true) {
      console.log(`Requeued ${await outbox.requeueFailed()} failed message(s).`);
    }
    const counts = await outbox.counts();
    console.log(`Outbox ${outbox.location} (${outbox.kind})`);
    console.log(messageStates.map((state) => `${state}: ${counts[state]}`).join(', '));
    console.log('');
    const rows = await outbox.list({ state: values.state, limit });
    console.log(rows.length === 0 ? '(no messages)' : formatOutbox(rows));
  } finally {
    await outbox.close();
  }
  return 0;
};

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
