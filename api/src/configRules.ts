import type { ApiConfig } from './config';
import { sqliteBusyTimeoutMs } from './store/sqlite/database';

// The rules between settings that the server checks before anything opens (server.ts).

/**
 * The headers must be able to arrive before the whole request has to (Node refuses the opposite,
 * without the variables' names). Throws when the configuration breaks it.
 */
export const checkHttpLimits = ({ httpLimits: limits }: Pick<ApiConfig, 'httpLimits'>): void => {
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `API_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed API_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs})`,
    );
  }
};

/**
 * The lease rule: after the send deadline, recording the outcome may still wait for a database
 * connection and one query; the lease must cover all of it, or another instance could claim and
 * send a message whose first sender is still finishing. Throws when the configuration breaks it.
 */
export const checkLeaseRule = (config: Pick<ApiConfig, 'relay' | 'database'>): void => {
  const { leaseMs, sendDeadlineMs } = config.relay;
  const recordMs =
    config.database === undefined
      ? sqliteBusyTimeoutMs
      : config.database.connectTimeoutMs + config.database.queryTimeoutMs;
  const needed = sendDeadlineMs + recordMs;
  if (leaseMs < needed) {
    const parts =
      config.database === undefined
        ? `RELAY_SEND_DEADLINE_MS (${sendDeadlineMs}) + the SQLite lock wait (${recordMs})`
        : `RELAY_SEND_DEADLINE_MS (${sendDeadlineMs}) + DATABASE_CONNECT_TIMEOUT_MS (${config.database.connectTimeoutMs}) + DATABASE_QUERY_TIMEOUT_MS (${config.database.queryTimeoutMs})`;
    throw new Error(`RELAY_LEASE_MS (${leaseMs}) must be at least ${parts} = ${needed}`);
  }
};
