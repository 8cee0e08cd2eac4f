import { connect, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export interface RawConnection {
  socket: Socket;
  /** `Date.now()` when the connection was opened. */
  startedAt: number;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds from the connection's start to its close. */
  closed: Promise<number>;
}

/**
 * A raw connection to the server at `baseUrl`: TCP for http://, TLS (any certificate) for
 * https://; connected (handshake done) when this resolves.
 */
export const openRaw = async (baseUrl: string): Promise<RawConnection> => {
  const { protocol, hostname, port } = new URL(baseUrl);
  const startedAt = Date.now();
  const secure = protocol === 'https:';
  const socket = secure
    ? connectTls({ port: Number(port), host: hostname, rejectUnauthorized: false })
    : connect(Number(port), hostname);
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  // A reset (the server destroying the socket) closes it too.
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - startedAt)));
  await new Promise<void>((resolve, reject) => {
    socket.once(secure ? 'secureConnect' : 'connect', resolve);
    socket.once('error', reject);
  });
  return { socket, startedAt, received: () => text, closed };
};

/**
 * A slow client: writes `nextChunk()` every `everyMs` until the server closes the connection, or
 * until `giveUpMs` (then the client closes it). Resolves with the milliseconds to the close.
 */
export const trickle = async (
  connection: RawConnection,
  { everyMs, giveUpMs }: { everyMs: number; giveUpMs: number },
  nextChunk: () => string,
): Promise<number> => {
  const timer = setInterval(() => {
    if (connection.socket.writable) connection.socket.write(nextChunk());
  }, everyMs);
  const giveUp = setTimeout(() => connection.socket.destroy(), giveUpMs);
  const closedAfterMs = await connection.closed;
  clearInterval(timer);
  clearTimeout(giveUp);
  return closedAfterMs;
};
