import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPort, apps, emailjsIdsOf, portOf } from '@codecrush/build-config/runtime';
import { uploadLimits } from '@codecrush/contracts';
import { formTokenSecretOf, sharedKeyReasonOf } from '@codecrush/server/form-token';
import { tlsFromEnv } from '@codecrush/server/tls';
import { boolFrom, intFrom, optional, type Env } from './envReaders';
import { parseTrustedProxies } from './http/trustedProxies';
import { checkDatabaseUrl, type PostgresConfig } from './store/postgres/connect';
import { idempotencyWindowMs, type MessageRetention } from './store/store';
import { loadHealthConfig, type HealthConfig } from './telemetry/healthConfig';

/** SMTP relay settings; absent when SMTP_HOST or MAIL_TO is not set (mail then waits in the outbox). */
export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  to: string;
  /** Connection, greeting and socket timeouts of one delivery attempt. */
  timeoutMs: number;
}

export interface RelayConfig {
  /** First retry delay; doubles per attempt (with ±20 % jitter) up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many attempts with temporary failures a message is marked failed. */
  maxAttempts: number;
  /** How often the worker looks for due messages when it was not woken up. */
  pollMs: number;
  /** Messages delivered in parallel. */
  concurrency: number;
  /**
   * How long a claimed message belongs to its sender; after that (the sender died) any instance
   * claims it again. Must exceed the send deadline plus the time to record the outcome.
   */
  leaseMs: number;
  /**
   * Hard limit of one delivery batch, counted from the claim: when it passes the SMTP connections
   * are destroyed mid-transaction and the messages are retried later.
   */
  sendDeadlineMs: number;
  /** Claims that ended without an outcome (the sender stopped mid-send) before a message is marked failed. */
  maxClaimsWithoutOutcome: number;
}

/** Limits of the HTTP(S) server the API listens on (set on the Node server itself). */
interface HttpLimits {
  /** The whole request (headers and body) must have arrived within this; else 408 and the connection closes. */
  requestTimeoutMs: number;
  /** The request's headers must have arrived within this (a client trickling them is cut). */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; a connection beyond is closed at once. */
  maxConnections: number;
}

interface UploadConfig {
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes: number;
}

export interface ApiConfig {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL (env DATABASE_URL) for several instances; undefined = the SQLite file under `dataDir`. */
  database: PostgresConfig | undefined;
  /** PostgreSQL mode: a sent message's file is deleted from the database this long after sending. */
  attachmentRetentionMs: number;
  retention: MessageRetention;
  /** Bearer token that unlocks the detailed `/healthz` (outbox counts, a write check); undefined = none. */
  opsToken: string | undefined;
  corsOrigins: string[];
  rateLimit: { max: number; windowMs: number };
  /** A form whose `formStartedAt` is younger than this was filled by a bot. */
  minFillMs: number;
  /** Key of the signed form tokens the site's server stamps into each page (env FORM_TOKEN_SECRET); undefined: unset. */
  formTokenSecret: string | undefined;
  /** Why this deployment must set FORM_TOKEN_SECRET (DATABASE_URL, API_TRUST_PROXY): the API refuses to start without it. */
  formTokenSecretRequiredBy: string | undefined;
  /**
   * A natively posted form whose token is older than this has expired (the visitor reloads it); at
   * most the idempotency window, which is how long a spent token is remembered.
   */
  formTokenMaxAgeMs: number;
  /** Largest JSON body. */
  bodyLimitBytes: number;
  upload: UploadConfig;
  smtp: SmtpConfig | undefined;
  relay: RelayConfig;
  /** When set, the EmailJS-compatible route only accepts these ids. */
  emailjs: { serviceId: string | undefined; templateId: string | undefined; publicKey: string | undefined };
  logLevel: string;
  /**
   * Addresses / CIDR ranges of the proxies in front of the API whose X-Forwarded-For is believed
   * (env API_TRUST_PROXY); empty: the connection's address is the client's.
   */
  trustProxy: string[];
  /** Timeouts and the connection cap of the server that listens. */
  httpLimits: HttpLimits;
  /** Serve HTTPS with this certificate and key (PEM; env TLS_CERT_FILE, TLS_KEY_FILE, read once by build-config's tlsFilesOf). */
  tls: { cert: Buffer; key: Buffer } | undefined;
  /** Release health: beacon limits, retention, the team view's token. */
  health: HealthConfig;
}

/** Options of `startServer`: any part of the configuration, the rest comes from the environment. */
export interface ApiConfigOverrides extends Partial<
  Omit<ApiConfig, 'rateLimit' | 'upload' | 'relay' | 'emailjs' | 'retention' | 'health' | 'httpLimits'>
> {
  httpLimits?: Partial<HttpLimits>;
  health?: Partial<HealthConfig>;
  rateLimit?: Partial<ApiConfig['rateLimit']>;
  retention?: Partial<MessageRetention>;
  upload?: Partial<UploadConfig>;
  relay?: Partial<RelayConfig>;
  emailjs?: Partial<ApiConfig['emailjs']>;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The local site's ports, as the composition serves them (PORT_OFFSET and PORT_<APP> applied). */
const sitePorts = apps.map((app) => portOf(app.dir));
/** The local site's origins over `scheme`, as a browser on this machine names them. */
const siteOrigins = (scheme: 'http' | 'https'): string[] =>
  ['localhost', '127.0.0.1'].flatMap((host) => sitePorts.map((port) => `${scheme}://${host}:${port}`));
export const defaultCorsOrigins = siteOrigins('http');

const day = 24 * 60 * 60 * 1000;

const httpLimitsFrom = (env: Env): HttpLimits => ({
  requestTimeoutMs: intFrom(env, 'API_REQUEST_TIMEOUT_MS', 30_000, 100),
  headersTimeoutMs: intFrom(env, 'API_HEADERS_TIMEOUT_MS', 15_000, 100),
  keepAliveTimeoutMs: intFrom(env, 'API_KEEP_ALIVE_TIMEOUT_MS', 5000, 100),
  maxConnections: intFrom(env, 'API_MAX_CONNECTIONS', 1000, 1),
});

const listFrom = (env: Env, name: string, fallback: string[]): string[] => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const items = raw
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter((item) => item !== '');
  if (items.includes('*')) throw new Error(`${name} must list origins; "*" is not allowed`);
  return items;
};

const smtpFrom = (env: Env): SmtpConfig | undefined => {
  const host = optional(env, 'SMTP_HOST');
  const to = optional(env, 'MAIL_TO');
  if (host === undefined || to === undefined) return undefined;
  const secure = boolFrom(env, 'SMTP_SECURE', false);
  return {
    host,
    port: intFrom(env, 'SMTP_PORT', secure ? 465 : 587, 1),
    secure,
    user: optional(env, 'SMTP_USER'),
    pass: optional(env, 'SMTP_PASS'),
    from: optional(env, 'MAIL_FROM') ?? 'CodeCrush website <no-reply@codecrush.local>',
    to,
    timeoutMs: intFrom(env, 'SMTP_TIMEOUT_MS', 30_000, 100),
  };
};

const databaseFrom = (env: Env): PostgresConfig | undefined => {
  const url = optional(env, 'DATABASE_URL');
  if (url === undefined) return undefined;
  return {
    url: checkDatabaseUrl(url),
    poolSize: intFrom(env, 'DATABASE_POOL_SIZE', 10, 1),
    connectTimeoutMs: intFrom(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 100),
    queryTimeoutMs: intFrom(env, 'DATABASE_QUERY_TIMEOUT_MS', 10_000, 100),
  };
};

/** A token older than the idempotency window could be spent twice: its first message's key is gone. */
const formTokenMaxAgeFrom = (env: Env): number => {
  const maxAgeMs = intFrom(env, 'FORM_TOKEN_MAX_AGE_MS', idempotencyWindowMs, 1000);
  if (maxAgeMs > idempotencyWindowMs)
    throw new Error(
      `FORM_TOKEN_MAX_AGE_MS must be at most ${idempotencyWindowMs} (24 h: how long a spent form token is remembered), got "${maxAgeMs}"`,
    );
  return maxAgeMs;
};

/** The operators' token (the detailed /healthz and the team view): at least 16 characters, or unset. */
const opsTokenFrom = (env: Env): string | undefined => {
  const token = optional(env, 'OPS_TOKEN');
  if (token !== undefined && token.length < 16) throw new Error('OPS_TOKEN must be at least 16 characters');
  return token;
};

/** The site's origins over HTTPS, allowed too when the composition runs in TLS mode. */
const tlsCorsOrigins = siteOrigins('https');

/** Reads the configuration from environment variables (see README) with safe defaults. */
export const loadConfig = (env: Env = process.env): ApiConfig => {
  const tls = tlsFromEnv(env);
  const database = databaseFrom(env);
  const trustProxy = parseTrustedProxies('API_TRUST_PROXY', env.API_TRUST_PROXY);
  return {
    host: optional(env, 'API_HOST') ?? '127.0.0.1',
    port: intFrom(env, 'API_PORT', apiPort),
    dataDir: resolve(optional(env, 'API_DATA_DIR') ?? resolve(repoRoot, '.data', 'api')),
    database,
    attachmentRetentionMs: intFrom(env, 'API_ATTACHMENT_RETENTION_MS', 7 * day),
    retention: {
      sentMs: intFrom(env, 'API_SENT_RETENTION_MS', 30 * day, 1),
      failedMs: intFrom(env, 'API_FAILED_RETENTION_MS', 90 * day, 1),
    },
    opsToken: opsTokenFrom(env),
    corsOrigins: listFrom(
      env,
      'API_CORS_ORIGINS',
      tls === undefined ? defaultCorsOrigins : [...defaultCorsOrigins, ...tlsCorsOrigins],
    ),
    rateLimit: {
      max: intFrom(env, 'API_RATE_LIMIT_MAX', 20, 1),
      windowMs: intFrom(env, 'API_RATE_LIMIT_WINDOW_MS', 60_000, 1),
    },
    minFillMs: intFrom(env, 'API_MIN_FILL_MS', 3000),
    formTokenSecret: formTokenSecretOf(env),
    formTokenSecretRequiredBy: sharedKeyReasonOf({
      sharesDatabase: database !== undefined,
      behindProxy: trustProxy.length > 0,
    }),
    formTokenMaxAgeMs: formTokenMaxAgeFrom(env),
    bodyLimitBytes: intFrom(env, 'API_BODY_LIMIT_BYTES', 64 * 1024, 1024),
    upload: {
      maxFileBytes: intFrom(env, 'API_MAX_UPLOAD_BYTES', uploadLimits.maxFileBytes, 1),
      maxFields: 20,
      maxFieldBytes: 16 * 1024,
    },
    smtp: smtpFrom(env),
    relay: {
      baseDelayMs: intFrom(env, 'RELAY_BASE_DELAY_MS', 30_000, 1),
      maxDelayMs: intFrom(env, 'RELAY_MAX_DELAY_MS', 60 * 60_000, 1),
      maxAttempts: intFrom(env, 'RELAY_MAX_ATTEMPTS', 20, 1),
      pollMs: intFrom(env, 'RELAY_POLL_MS', 5000, 10),
      concurrency: intFrom(env, 'RELAY_CONCURRENCY', 2, 1),
      leaseMs: intFrom(env, 'RELAY_LEASE_MS', 5 * 60_000, 100),
      sendDeadlineMs: intFrom(env, 'RELAY_SEND_DEADLINE_MS', 2 * 60_000, 100),
      maxClaimsWithoutOutcome: intFrom(env, 'RELAY_MAX_CLAIMS_WITHOUT_OUTCOME', 3, 1),
    },
    emailjs: emailjsIdsOf(env),
    logLevel: optional(env, 'API_LOG_LEVEL') ?? 'info',
    trustProxy,
    httpLimits: httpLimitsFrom(env),
    tls,
    health: loadHealthConfig(env),
  };
};

/** The environment's configuration with `overrides` laid over it. */
export const resolveConfig = (overrides: ApiConfigOverrides = {}, env: Env = process.env): ApiConfig => {
  const base = loadConfig(env);
  const { rateLimit, upload, relay, emailjs, retention, health, httpLimits, ...flat } = overrides;
  return {
    ...base,
    ...flat,
    httpLimits: { ...base.httpLimits, ...httpLimits },
    rateLimit: { ...base.rateLimit, ...rateLimit },
    retention: { ...base.retention, ...retention },
    upload: { ...base.upload, ...upload },
    relay: { ...base.relay, ...relay },
    emailjs: { ...base.emailjs, ...emailjs },
    health: { ...base.health, ...health },
  };
};
