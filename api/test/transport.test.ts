import assert from 'node:assert/strict';
import { createServer as createHttpServer } from 'node:http';
import { describe, test } from 'node:test';
import type { SendMailOptions } from 'nodemailer';
import type { SmtpConfig } from '../src/config';
import { createSmtpSender, type MailSender } from '../src/relay/transport';
import { smtpTo } from './helpers/api';
import { createSilentLogger } from './helpers/logger';
import { freePort } from './helpers/ports';
import { startMuteServer, startUnansweringHost } from './helpers/silentHosts';
import { startSmtpServer } from './helpers/smtp';
import { waitFor } from './helpers/wait';

const mail = (subject: string, extra: Partial<SendMailOptions> = {}): SendMailOptions => ({
  from: 'CodeCrush website <no-reply@codecrush.test>',
  to: 'inbox@codecrush.test',
  subject,
  text: `The message "${subject}".`,
  ...extra,
});

/** A sender over `smtp`, closed after `exercise` whatever happens. */
const withSender = async (
  smtp: SmtpConfig,
  concurrency: number,
  exercise: (sender: MailSender) => Promise<void>,
): Promise<void> => {
  const sender = createSmtpSender(smtp, { concurrency }, createSilentLogger());
  try {
    await exercise(sender);
  } finally {
    sender.close();
  }
};

/** How long `run` took to fail, with its error. */
const failureOf = async (run: () => Promise<void>): Promise<{ error: Error; ms: number }> => {
  const started = Date.now();
  try {
    await run();
  } catch (error) {
    assert.ok(error instanceof Error);
    return { error, ms: Date.now() - started };
  }
  throw new Error('the send succeeded');
};

const subjects = (mails: readonly { headers: ReadonlyMap<string, string> }[]) =>
  mails.map((received) => received.headers.get('subject'));

// A hung test must fail rather than hold the suite (a send that never settles).
const bounded = { timeout: 10_000 };

describe('SMTP login', () => {
  test(
    'with a user and a password the sender logs in: the server sees both, then takes the mail',
    bounded,
    async () => {
      const server = await startSmtpServer(0, undefined, 'required');
      try {
        await withSender(smtpTo(server.port, { user: 'relay@codecrush.test', pass: 's3cret' }), 1, async (sender) => {
          await sender.send(mail('logged in'));
        });
        assert.deepEqual(server.logins, [{ username: 'relay@codecrush.test', password: 's3cret' }]);
        assert.deepEqual(subjects(server.accepted), ['logged in']);
      } finally {
        await server.close();
      }
    },
  );

  test(
    'a user without a password fails the send before any login: no made-up password reaches the server',
    bounded,
    async () => {
      const server = await startSmtpServer(0, undefined, 'required');
      try {
        await withSender(smtpTo(server.port, { user: 'relay@codecrush.test' }), 1, async (sender) => {
          const { error } = await failureOf(() => sender.send(mail('no password')));
          assert.equal(Reflect.get(error, 'code'), 'EAUTH');
        });
        assert.deepEqual(server.logins, []);
        assert.deepEqual(server.accepted, []);
      } finally {
        await server.close();
      }
    },
  );

  test('without a user the sender sends unauthenticated, even when a password is set', bounded, async () => {
    const server = await startSmtpServer(0, undefined, 'optional');
    try {
      await withSender(smtpTo(server.port, { pass: 's3cret' }), 1, async (sender) => {
        await sender.send(mail('anonymous'));
      });
      assert.deepEqual(server.logins, []);
      assert.deepEqual(subjects(server.accepted), ['anonymous']);
    } finally {
      await server.close();
    }
  });
});

describe('pooled connections', () => {
  test('ten messages go over at most `concurrency` connections, opened once and reused', bounded, async () => {
    const server = await startSmtpServer();
    try {
      await withSender(smtpTo(server.port), 2, async (sender) => {
        await Promise.all(Array.from({ length: 10 }, (_, index) => sender.send(mail(`pooled ${index}`))));
      });
      assert.equal(server.accepted.length, 10);
      assert.ok(server.connections.opened <= 2, `${server.connections.opened} connections for 10 messages`);
    } finally {
      await server.close();
    }
  });

  test('close() ends the pooled connections at once: the server sees them go', bounded, async () => {
    const server = await startSmtpServer();
    try {
      const sender = createSmtpSender(smtpTo(server.port), { concurrency: 2 }, createSilentLogger());
      await sender.send(mail('before close'));
      assert.equal(server.connections.closed, 0);
      sender.close();
      await waitFor(
        () => server.connections.closed === server.connections.opened,
        'the pooled connection to end',
        3000,
      );
    } finally {
      await server.close();
    }
  });

  test(
    'abort() mid-DATA fails the send under way, undelivered; the next send goes over a new connection',
    bounded,
    async () => {
      const server = await startSmtpServer();
      // The server holds back its answer to the end of DATA of that one message.
      server.answerDelayMs = (received) => (received.headers.get('subject') === 'cut off' ? 1000 : 0);
      try {
        await withSender(smtpTo(server.port), 1, async (sender) => {
          const underWay = failureOf(() => sender.send(mail('cut off')));
          await waitFor(() => server.attempts.length === 1, 'the message to reach the server');
          sender.abort();
          await underWay;
          await sender.send(mail('after abort'));
        });
        await waitFor(() => server.abandoned.length === 1, 'the server to find the sender gone');
        assert.deepEqual(subjects(server.abandoned), ['cut off']);
        assert.deepEqual(subjects(server.accepted), ['after abort']);
        assert.equal(server.connections.opened, 2);
      } finally {
        await server.close();
      }
    },
  );
});

describe('a server that is down or hung', () => {
  test('a host that refuses connections fails the send at once, not after the timeout', bounded, async () => {
    const port = await freePort();
    await withSender(smtpTo(port, { timeoutMs: 8000 }), 1, async (sender) => {
      const { error, ms } = await failureOf(() => sender.send(mail('refused')));
      assert.equal(Reflect.get(error, 'code'), 'ECONNREFUSED');
      assert.ok(ms < 4000, `failed after ${ms} ms`);
    });
  });

  test(
    'a host that never completes the connection fails the send after about the configured timeout',
    bounded,
    async () => {
      const host = await startUnansweringHost();
      try {
        await withSender(smtpTo(host.port, { timeoutMs: 300 }), 1, async (sender) => {
          const { error, ms } = await failureOf(() => sender.send(mail('unanswered')));
          assert.equal(error.message, 'connection timeout (300 ms)');
          assert.ok(ms >= 250 && ms < 3000, `failed after ${ms} ms`);
        });
      } finally {
        await host.close();
      }
    },
  );

  test(
    'a server that accepts the connection but never greets fails the send after about the configured timeout',
    bounded,
    async () => {
      const host = await startMuteServer();
      try {
        await withSender(smtpTo(host.port, { timeoutMs: 300 }), 1, async (sender) => {
          const { error, ms } = await failureOf(() => sender.send(mail('never greeted')));
          // The greeting and the socket timeouts are both the configured one: either may end it.
          assert.equal(Reflect.get(error, 'code'), 'ETIMEDOUT');
          assert.ok(ms >= 250 && ms < 3000, `failed after ${ms} ms`);
        });
      } finally {
        await host.close();
      }
    },
  );
});

describe('what a mail may carry', () => {
  test('a file linked by an http URL is never fetched: the send fails and nothing is requested', bounded, async () => {
    let requests = 0;
    const web = createHttpServer((_request, response) => {
      requests += 1;
      response.end('fetched');
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    const address = web.address();
    const webPort = typeof address === 'object' && address !== null ? address.port : 0;
    const server = await startSmtpServer();
    try {
      await withSender(smtpTo(server.port), 1, async (sender) => {
        const linked = mail('linked file', {
          attachments: [{ filename: 'notes.txt', path: `http://127.0.0.1:${webPort}/notes.txt` }],
        });
        const { error } = await failureOf(() => sender.send(linked));
        assert.match(error.message, /Url access rejected/);
      });
      assert.equal(requests, 0);
      assert.deepEqual(server.accepted, []);
    } finally {
      await server.close();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    }
  });
});
