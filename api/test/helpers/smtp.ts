import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  messageId: string;
  /** Lower-case header name → unfolded value (first occurrence). */
  headers: ReadonlyMap<string, string>;
  /** The whole message source. */
  raw: string;
  receivedAt: number;
}

/** What the server answers to a message: undefined = accept, or an SMTP reply code and text. */
export type Responder = (mail: ReceivedMail) => { code: number; text: string } | undefined;

export interface TestSmtpServer {
  port: number;
  /** Accepted messages, in order: their "250" answer was written to a connection still open. */
  accepted: ReceivedMail[];
  /** Every DATA the server saw, accepted or refused. */
  attempts: ReceivedMail[];
  /** Messages whose sender closed the connection before the server answered the end of DATA: not delivered. */
  abandoned: ReceivedMail[];
  respond: Responder;
  /** How long the server waits before answering the end of DATA (a slow server); 0 by default. */
  answerDelayMs: (mail: ReceivedMail) => number;
  /** Errors of client connections (resets), kept for inspection. */
  connectionErrors: string[];
  /** Client connections opened and closed so far. */
  connections: { opened: number; closed: number };
  /** Every login a client tried (only when the server offers AUTH). */
  logins: { username: string; password: string }[];
  close(): Promise<void>;
}

const parseHeaders = (raw: string): Map<string, string> => {
  const end = raw.indexOf('\r\n\r\n');
  const unfolded = (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
};

const replyError = (code: number, text: string): Error => Object.assign(new Error(text), { responseCode: code });

/** Whether the server offers AUTH (PLAIN and LOGIN, any credentials accepted) and requires it before MAIL. */
export type SmtpLogin = 'none' | 'optional' | 'required';

/**
 * A real SMTP server (smtp-server package) on 127.0.0.1 that records what it receives.
 * `port` 0 picks a free port; a given port lets a test "bring SMTP up" where the API already points.
 */
export const startSmtpServer = async (
  port = 0,
  respond: Responder = () => undefined,
  login: SmtpLogin = 'none',
): Promise<TestSmtpServer> => {
  const accepted: ReceivedMail[] = [];
  const attempts: ReceivedMail[] = [];
  const closedSessions = new Set<string>();
  const state: TestSmtpServer = {
    port,
    accepted,
    attempts,
    abandoned: [],
    respond,
    answerDelayMs: () => 0,
    connectionErrors: [],
    connections: { opened: 0, closed: 0 },
    logins: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: login !== 'required',
    disabledCommands: login === 'none' ? ['STARTTLS', 'AUTH'] : ['STARTTLS'],
    // Logins over plain TCP: the test server has no certificate.
    allowInsecureAuth: true,
    logger: false,
    disableReverseLookup: true,
    size: 20 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      state.logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onConnect(_session, callback) {
      state.connections.opened += 1;
      callback();
    },
    onClose(session) {
      state.connections.closed += 1;
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const headers = parseHeaders(raw);
        const mail: ReceivedMail = { messageId: headers.get('message-id') ?? '', headers, raw, receivedAt: Date.now() };
        attempts.push(mail);
        const answer = () => {
          if (closedSessions.has(session.id)) {
            state.abandoned.push(mail);
            return;
          }
          const reply = state.respond(mail);
          if (reply) {
            callback(replyError(reply.code, reply.text));
            return;
          }
          accepted.push({ ...mail, receivedAt: Date.now() });
          callback(null);
        };
        const delay = state.answerDelayMs(mail);
        if (delay > 0) setTimeout(answer, delay);
        else answer();
      });
    },
  });
  // A client that dies mid-session (the API killed by SIGKILL) surfaces here; it is not a test failure.
  server.on('error', (error: Error) => state.connectionErrors.push(error.message));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  state.port = typeof address === 'object' && address !== null ? address.port : port;
  return state;
};
