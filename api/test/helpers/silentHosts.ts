import { connect, createServer, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';

/** A stand-in for a host that misbehaves; `close` frees it. */
export interface SilentHost {
  port: number;
  close(): Promise<void>;
}

/** A TCP server on 127.0.0.1 that accepts connections and never writes a byte (a hung SMTP server). */
export const startMuteServer = async (): Promise<SilentHost> => {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => sockets.delete(socket));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the mute server has no port');
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

// Listens with a backlog of one, then blocks its thread: nothing is ever accepted.
const unacceptingListener = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const server = net.createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  parentPort.postMessage(server.address().port);
  Atomics.wait(new Int32Array(workerData), 0, 0);
  server.close();
});
`;

/**
 * A host whose TCP handshake never completes: a listener (in a worker thread that never accepts)
 * whose accept queue is full, so the kernel drops every further SYN, as a firewall that drops
 * packets does. The queue of a backlog of one holds two connections.
 */
export const startUnansweringHost = async (): Promise<SilentHost> => {
  const wake = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(unacceptingListener, { eval: true, workerData: wake.buffer });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const fillers: Socket[] = [];
  for (let index = 0; index < 2; index += 1) {
    const socket = connect({ host: '127.0.0.1', port });
    fillers.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  }
  return {
    port,
    close: async () => {
      for (const socket of fillers) socket.destroy();
      Atomics.store(wake, 0, 1);
      Atomics.notify(wake, 0);
      await worker.terminate();
    },
  };
};
