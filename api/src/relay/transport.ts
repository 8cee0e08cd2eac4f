import { connect, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { RelayConfig, SmtpConfig } from '../config';

export interface MailSender {
  send(mail: SendMailOptions): Promise<void>;
  /**
   * Destroys every open connection at once, mid-transaction: a server that has not answered the
   * end of DATA never gets it, the sends under way fail. Later sends open new connections.
   */
  abort(): void;
  close(): void;
}

/**
 * A pooled SMTP transport: up to `concurrency` connections, reused between messages (opening one
 * costs far more than sending over it) and closed after a minute without mail. A delivery cut off
 * by a dropped connection fails (no silent requeue in the pool): the worker's backoff decides.
 */
export const createSmtpSender = (
  smtp: SmtpConfig,
  relay: Pick<RelayConfig, 'concurrency'>,
  log: FastifyBaseLogger,
): MailSender => {
  // Every connection's socket, so that `abort` can destroy them: closing the pool would wait for
  // the transfers under way.
  const sockets = new Set<Socket>();
  const transport = createTransport({
    pool: true,
    maxConnections: relay.concurrency,
    maxMessages: 100,
    idleTimeout: 60_000,
    maxRequeues: 0,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: smtp.pass ?? '' },
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    socketTimeout: smtp.timeoutMs,
    disableUrlAccess: true,
    // A connection opened here (nodemailer adds TLS on top when `secure`), so that it can be destroyed.
    getSocket: (_options: unknown, callback: (error: Error | null, socketOptions?: { connection: Socket }) => void) => {
      const socket = connect({ host: smtp.host, port: smtp.port });
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.setTimeout(smtp.timeoutMs, () => socket.destroy(new Error(`connection timeout (${smtp.timeoutMs} ms)`)));
      const failed = (error: Error) => callback(error);
      socket.once('error', failed);
      socket.once('connect', () => {
        socket.setTimeout(0);
        // Stryker disable next-line StringLiteral: a later socket error left on this listener reaches the pool as the very error object nodemailer's own listener fails the send with, and the pool takes one answer per message
        socket.off('error', failed);
        callback(null, { connection: socket });
      });
    },
  });
  // Nodemailer's pool reports every failure to the send it belongs to and never emits 'error' on the
  // transport (only an OAuth2 login does, not used here); the listener keeps a future one from
  // crashing the process as an unhandled 'error' event.
  // Stryker disable next-line StringLiteral,ArrowFunction,ObjectLiteral: no SMTP pool event reaches this listener, so no test can tell it apart
  transport.on('error', (error) => log.warn({ err: error }, 'relay: SMTP transport error'));
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    abort: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => transport.close(),
  };
};
