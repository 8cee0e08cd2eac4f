import http from 'node:http';
import https from 'node:https';
import type { FastifyServerFactory } from 'fastify';
import type { ApiConfig } from '../config';

/**
 * How often Node looks for requests past their headers or request timeout (its own default, 30 s,
 * would let a slow client stay that much longer): a request is cut within this after its timeout.
 */
const checkingIntervalMs = (limits: ApiConfig['httpLimits']): number => Math.min(1000, limits.headersTimeoutMs);

/**
 * The server the API listens on: plain HTTP, or HTTPS when the configuration has a certificate (TLS
 * mode), with the configured timeouts and connection cap. fastify applies none of its own timeout
 * options to a server from a factory, so they are set here, on the server itself.
 */
export const serverFactory =
  ({ tls, httpLimits }: Pick<ApiConfig, 'tls' | 'httpLimits'>): FastifyServerFactory =>
  (handler) => {
    const options: http.ServerOptions = {
      requestTimeout: httpLimits.requestTimeoutMs,
      headersTimeout: httpLimits.headersTimeoutMs,
      keepAliveTimeout: httpLimits.keepAliveTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(httpLimits),
    };
    const server =
      tls === undefined ? http.createServer(options, handler) : https.createServer({ ...tls, ...options }, handler);
    server.maxConnections = httpLimits.maxConnections;
    return server;
  };
