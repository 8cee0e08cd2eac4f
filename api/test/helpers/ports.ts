import { createServer } from 'node:net';
import { portOf, portOffset, remoteAppList } from '@codecrush/build-config/runtime';

/** A TCP port on 127.0.0.1 that was free a moment ago (nothing listens on it now). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** A local default port as the API computes it: shifted by PORT_OFFSET, like the composition's. */
export const offsetPort = (port: number) => port + portOffset;

/** The shell's origin as a browser on this machine names it (its port from the app list). */
export const shellOrigin = (host = 'localhost', scheme = 'http') => `${scheme}://${host}:${portOf('shell')}`;

/** A remote's origin (the list's last remote; any would do), as a browser on this machine names it. */
export const remoteOrigin = (host = '127.0.0.1') => `http://${host}:${portOf(remoteAppList.at(-1)?.dir ?? 'shell')}`;
