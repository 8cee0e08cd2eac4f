import type { ApiConfig } from '../config';
import { PostgresStore } from './postgres/store';
import { SqliteStore } from './sqlite/store';
import type { MessageStore } from './store';

/**
 * The store the configuration names: PostgreSQL when DATABASE_URL is set (connected, schema
 * migrated), otherwise the SQLite file under the data directory.
 */
export const openStore = async (
  config: Pick<ApiConfig, 'database' | 'dataDir' | 'attachmentRetentionMs'>,
  messageIdDomain: string,
  onIdleError: (error: Error) => void,
): Promise<MessageStore> =>
  config.database === undefined
    ? SqliteStore.open(config.dataDir, messageIdDomain)
    : PostgresStore.open(config.database, messageIdDomain, config.attachmentRetentionMs, onIdleError);
