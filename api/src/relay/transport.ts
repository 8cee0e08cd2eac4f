import { createTransport, type SendMailOptions } from 'nodemailer';
import type { SmtpConfig } from '../config';

export interface MailSender {
  send(mail: SendMailOptions): Promise<void>;
  close(): void;
}

/** One SMTP connection per delivery: nothing is held open while the outbox is idle. */
export const createSmtpSender = (smtp: SmtpConfig): MailSender => {
  const transport = createTransport({
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
