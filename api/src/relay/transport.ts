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
  const open = () =>
    createTransport({
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
      // Closing destroys the socket at once (no grace period): what `abort` relies on.
      socketCloseTimeout: 0,
    });
  let transport = open();
  const watch = (current: typeof transport) =>
    current.on('error', (error) => log.warn({ err: error }, 'relay: SMTP transport error'));
  watch(transport);
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    abort: () => {
      const aborted = transport;
      transport = open();
      watch(transport);
      aborted.close();
    },
    close: () => transport.close(),
  };
};
