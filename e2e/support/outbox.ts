import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { apiDataDir } from './composition';

/** better-sqlite3 is the API's dependency: load it from there (read-only use, the API keeps writing). */
const requireFromApi = createRequire(path.resolve(__dirname, '..', '..', 'api', 'package.json'));
const Database = requireFromApi('better-sqlite3') as typeof BetterSqlite3;

export interface OutboxMessage {
  kind: string;
  subject: string;
  fields: Record<string, string>;
  replyTo: string | null;
  attachmentName: string | null;
  attachmentSize: number | null;
  state: string;
}

interface Row {
  kind: string;
  subject: string;
  fields: string;
  reply_to: string | null;
  attachment_name: string | null;
  attachment_size: number | null;
  state: string;
}

/**
 * The messages in the running API's outbox whose reply-to address is `email`, oldest first
 * (the Playwright run's API keeps its data in `.data/e2e-api`).
 */
export function outboxMessagesFor(email: string, dataDir = apiDataDir('e2e-api')): OutboxMessage[] {
  const db = new Database(path.join(dataDir, 'outbox.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare<[string], Row>(
        `SELECT kind, subject, fields, reply_to, attachment_name, attachment_size, state
           FROM messages WHERE reply_to = ? ORDER BY id`,
      )
      .all(email);
    return rows.map((row) => ({
      kind: row.kind,
      subject: row.subject,
      fields: JSON.parse(row.fields) as Record<string, string>,
      replyTo: row.reply_to,
      attachmentName: row.attachment_name,
      attachmentSize: row.attachment_size,
      state: row.state,
    }));
  } finally {
    db.close();
  }
}
