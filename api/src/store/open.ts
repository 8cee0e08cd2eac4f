import type { ApiConfig } from '../config';
import { PostgresStore } from './postgres/store';
import { SqliteStore } from './sqlite/store';
import type { MessageStore } from './store';

/**
 * The store the configuration names: PostgreSQL when DATABASE_URL is set (connected, schema
 * migrated), otherwise the SQLite file under the data directory. `exclusive` (the API) takes the
 * SQLite data directory for this process alone and refuses when another process has it; tools that
 * read or requeue beside a running API open it without. PostgreSQL is shared by any number of instances.
 */
export const openStore = async (
  config: Pick<ApiConfig, 'database' | 'dataDir' | 'attachmentRetentionMs'>,
  messageIdDomain: string,
  onIdleError: (error: Error) => void,
  { exclusive = false } = {},
): Promise<MessageStore> =>
  config.database === undefined
    ? SqliteStore.open(config.dataDir, messageIdDomain, { exclusive })
    : PostgresStore.open(config.database, messageIdDomain, config.attachmentRetentionMs, onIdleError);
