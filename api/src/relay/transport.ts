import { createTransport, type SendMailOptions } from 'nodemailer';
import type { RelayConfig, SmtpConfig } from '../config';

export interface MailSender {
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
}

/**
 * A pooled SMTP transport: up to `concurrency` connections, reused between messages (opening one
 * costs far more than sending over it) and closed after a minute without mail.
 */
export const createSmtpSender = (smtp: SmtpConfig, relay: Pick<RelayConfig, 'concurrency'>): MailSender => {
  const transport = createTransport({
    pool: true,
    maxConnections: relay.concurrency,
    maxMessages: 100,
    idleTimeout: 60_000,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: smtp.pass ?? '' },
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    socketTimeout: smtp.timeoutMs,
    disableUrlAccess: true,
  });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
};
