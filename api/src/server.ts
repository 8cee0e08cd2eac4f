import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { apiPaths } from '@codecrush/contracts';
import { formTokenKey } from '@codecrush/server/form-token';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolveConfig, type ApiConfig, type ApiConfigOverrides } from './config';
import { checkHttpLimits, checkLeaseRule } from './configRules';
import { HttpError, createErrorHandler, notFoundHandler } from './http/errors';
import { loggerOptions, type LogDestination } from './http/logging';
import { serverFactory } from './http/nodeServer';
import { registerOriginGuard } from './http/origin';
import type { IntakeDeps } from './intake/accept';
import { maxFieldNameBytes } from './intake/submission';
import { createSmtpSender } from './relay/transport';
import { registerNativeFormRoutes } from './native/routes';
import { RelayWorker } from './relay/worker';
import { registerEmailjsRoute } from './routes/emailjs';
import { registerLivenessRoute } from './routes/liveness';
import type { SubmissionRouteOptions } from './routes/options';
import { registerSendEmailRoute } from './routes/sendEmail';
import { startCleanUp } from './store/cleanUp';
import { openStore } from './store/open';
import type { MessageStore } from './store/store';
import { registerReleaseHealth } from './telemetry/registerReleaseHealth';
import type { HealthStore } from './telemetry/store/HealthStore';

export interface ApiServer {
  app: FastifyInstance;
  /** Outbox, idempotency keys and files: SQLite under `config.dataDir`, or PostgreSQL (DATABASE_URL). */
  store: MessageStore;
  config: ApiConfig;
  /** Release health beacons, in the same database. */
  health: HealthStore;
  /** Stops taking requests, lets running ones and deliveries finish, closes the database. */
  close(): Promise<void>;
}

export interface RunningServer extends ApiServer {
  /** Base URL: `http://<host>:<port>`. */
  url: string;
}

/** Domain part of the Message-IDs: the domain of the sender's address (MAIL_FROM) when SMTP is configured. */
export const messageIdDomain = (from: string | undefined): string =>
  from?.match(/@([A-Za-z0-9.-]+)>?\s*$/)?.[1] ?? 'codecrush.local';

/** How often expired keys, rate-limit windows, files (sent, orphaned) and expired messages are deleted. */
const housekeepingMs = 60_000;

/** Builds the API (not listening yet): store, relay worker, plugins and routes; its log to stdout or `log`. */
export const buildServer = async (config: ApiConfig, log?: LogDestination): Promise<ApiServer> => {
  checkLeaseRule(config);
  // Before anything opens: several instances, or one behind a proxy, do not start without the shared key.
  const formTokenSecret = formTokenKey(config.formTokenSecret, config.formTokenSecretRequiredBy);
  checkHttpLimits(config);
  const app = Fastify({
    // Timeouts and the connection cap are set on the server the factory makes (fastify ignores its own then).
    serverFactory: serverFactory(config),
    logger: loggerOptions(config.logLevel, log),
    bodyLimit: config.bodyLimitBytes,
    // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty list trusts no hop either; false spares fastify its proxy checks
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    return503OnClosing: true,
  });
  let store: MessageStore;
  try {
    store = await openStore(
      config,
      messageIdDomain(config.smtp?.from),
      (error) => app.log.warn({ err: error }, 'store: idle database connection failed'),
      { exclusive: true },
    );
  } catch (error) {
    await app.close();
    throw error;
  }
  try {
    return await assemble(config, app, store, formTokenSecret);
  } catch (error) {
    await store.close();
    throw error;
  }
};

const assemble = async (
  config: ApiConfig,
  app: FastifyInstance,
  store: MessageStore,
  formTokenSecret: string,
): Promise<ApiServer> => {
  const relay = config.smtp
    ? new RelayWorker(store, createSmtpSender(config.smtp, config.relay, app.log), config.smtp, config.relay, app.log)
    : undefined;
  const recovered = await store.recoverInterrupted();
  if (recovered > 0) app.log.warn({ count: recovered }, 'relay: messages interrupted by a stop will be sent again');
  if (!relay) app.log.warn('relay: SMTP not configured (SMTP_HOST, MAIL_TO); messages wait in the outbox');

  const allowedOrigins = new Set(config.corsOrigins);
  await app.register(cors, {
    // Stryker disable next-line ConditionalExpression: has(undefined) is false as well (the check is for the type)
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    store: store.rateLimitStore,
    // A database that does not answer cannot count: the request goes on and its commit answers 503.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests, please try again in ${context.after}`),
  });
  await app.register(multipart, {
    limits: {
      fileSize: config.upload.maxFileBytes,
      files: 1,
      fields: config.upload.maxFields,
      fieldSize: config.upload.maxFieldBytes,
      parts: config.upload.maxFields + 1,
      fieldNameSize: maxFieldNameBytes,
      headerPairs: 100,
    },
  });
  registerOriginGuard(app, allowedOrigins);
  app.setErrorHandler(createErrorHandler(new Set([apiPaths.emailjsSend])));
  app.setNotFoundHandler(notFoundHandler);

  const deps: IntakeDeps = {
    store,
    minFillMs: config.minFillMs,
    onStored: () => relay?.wake(),
    log: app.log,
  };
  const routeOptions: SubmissionRouteOptions = {
    bodyLimit: config.bodyLimitBytes,
    maxFileBytes: config.upload.maxFileBytes,
    // Its own key space (groupId): other limiters' traffic, such as beacons, never counts here.
    rateLimiter: app.rateLimit({ groupId: 'forms', max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs }),
  };
  registerSendEmailRoute(app, deps, routeOptions);
  registerEmailjsRoute(app, deps, routeOptions, config.emailjs);
  await registerNativeFormRoutes(app, deps, routeOptions, {
    tokens: { secret: formTokenSecret, maxAgeMs: config.formTokenMaxAgeMs },
    siteOrigins: config.corsOrigins,
  });
  registerLivenessRoute(app, {
    store,
    relayConfigured: relay !== undefined,
    lostClaims: () => relay?.lostClaims ?? 0,
    opsToken: config.opsToken,
  });
  const health = await registerReleaseHealth(app, store, config.health, config.opsToken, config.formTokenSecret);

  await app.ready();
  relay?.start();
  const cleanUp = startCleanUp(store, config.retention, app.log, housekeepingMs);

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await cleanUp.stop();
      await app.close();
      await relay?.stop();
      await store.close();
    })();
    return closing;
  };
  return { app, store, config, health, close };
};

/**
 * Starts the API on `config.host:config.port` (defaults from the environment, see README);
 * `overrides` replace any part of the configuration; `log`, when given, gets the log lines
 * instead of stdout.
 */
export const startServer = async (overrides: ApiConfigOverrides = {}, log?: LogDestination): Promise<RunningServer> => {
  const server = await buildServer(resolveConfig(overrides), log);
  try {
    await server.app.listen({ host: server.config.host, port: server.config.port });
  } catch (error) {
    await server.close();
    throw error;
  }
  const address = server.app.server.address();
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a listening TCP server's address is always an object (the check is for the type)
  const port = typeof address === 'object' && address !== null ? address.port : server.config.port;
  return { ...server, url: baseUrl(server.config.host, port, server.config.tls !== undefined) };
};

/** The URL of a server listening on `host:port`: an IPv6 address in brackets. */
export const baseUrl = (host: string, port: number, secure: boolean): string =>
  `${secure ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`;
