import { queryDatabase } from '../../test/helpers/postgres';
import { waitFor } from '../../test/helpers/wait';
import { formTokenPattern } from './browser';

/** The outbox rows of the run's forms, as the instances left them. */
export interface OutboxFigures {
  /** Rows per state (`sent`, `sending`, `queued`, `failed`). */
  states: Record<string, number>;
  /** Marks stored in more than one row. */
  storedTwice: string[];
}

/** How long the relays may take to record the last deliveries as sent. */
const settleMs = 20_000;

const outboxRows = (databaseUrl: string) =>
  queryDatabase<{ state: string; fields: string }>(databaseUrl, 'SELECT state, fields FROM messages');

/**
 * Waits (bounded) until no row is claimed or queued any more, then counts the rows by state and
 * the forms stored twice. A row still `sending` or `queued` here would be sent (again) later.
 */
export const checkOutbox = async (databaseUrl: string): Promise<OutboxFigures> => {
  const settled = async () =>
    (await outboxRows(databaseUrl)).every(({ state }) => state === 'sent' || state === 'failed');
  await waitFor(settled, 'the outbox settled', settleMs).catch(() => undefined);
  const rows = await outboxRows(databaseUrl);
  const states: Record<string, number> = {};
  const rowsPerToken = new Map<string, number>();
  for (const { state, fields } of rows) {
    states[state] = (states[state] ?? 0) + 1;
    for (const token of new Set(fields.match(formTokenPattern) ?? []))
      rowsPerToken.set(token, (rowsPerToken.get(token) ?? 0) + 1);
  }
  return { states, storedTwice: [...rowsPerToken].filter(([, count]) => count > 1).map(([token]) => token) };
};

const storedViews = async (databaseUrl: string): Promise<number> => {
  const [row] = await queryDatabase<{ n: number }>(
    databaseUrl,
    'SELECT count(*)::int AS n FROM health_events WHERE is_view = 1',
  );
  return row?.n ?? 0;
};

/**
 * Page views stored in the release-health tables, once the count stopped moving (a buffered writer
 * flushes after the answers); undefined when they cannot be read (the schema moved on).
 */
export const countStoredBeacons = async (databaseUrl: string): Promise<number | undefined> => {
  try {
    let last = -1;
    let current = await storedViews(databaseUrl);
    const deadline = Date.now() + settleMs;
    while (current !== last && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      [last, current] = [current, await storedViews(databaseUrl)];
    }
    return current;
  } catch {
    return undefined;
  }
};
