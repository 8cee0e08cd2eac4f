import net from 'node:net';
import { eventually } from './eventually';

/** A TCP port nobody listens on right now (on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once `url` answers with a 2xx status. */
export function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  return eventually(
    `${url} answering`,
    async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`status ${response.status}`);
    },
    timeoutMs,
  );
}

/** Whether anything answers `url` right now. */
export async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}
