import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through in front of one remote's server that can take the remote down for one browser
 * at a time: requests carrying a refused User-Agent get their connection dropped, as from a server
 * that died. The other engines, running at the same time, keep being served.
 */
export class RemoteSwitch {
  private readonly refused = new Set<string>();
  private readonly server: http.Server;

  private constructor(private readonly targetPort: number) {
    this.server = http.createServer((request, response) => {
      if (this.refused.has(request.headers['user-agent'] ?? '')) {
        request.socket.destroy();
        return;
      }
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: this.targetPort,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => request.socket.destroy());
      request.pipe(upstream);
    });
  }

  /** Listens on 127.0.0.1:`port` and forwards to the remote's server on `targetPort`. */
  static async start(port: number, targetPort: number): Promise<RemoteSwitch> {
    const remoteSwitch = new RemoteSwitch(targetPort);
    await new Promise<void>((resolve, reject) => {
      remoteSwitch.server.once('error', reject);
      remoteSwitch.server.listen(port, '127.0.0.1', resolve);
    });
    return remoteSwitch;
  }

  get port() {
    return (this.server.address() as AddressInfo).port;
  }

  /** The remote is down for the browser sending `userAgent`. */
  takeDownFor(userAgent: string) {
    this.refused.add(userAgent);
  }

  bringBackFor(userAgent: string) {
    this.refused.delete(userAgent);
  }

  close() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
