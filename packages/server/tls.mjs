import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tlsFilesOf } from '@codecrush/build-config/runtime';

/**
 * TLS mode of the static servers (and the API): the certificate and key that `TLS_CERT_FILE` and
 * `TLS_KEY_FILE` name (read by build-config's `tlsFilesOf`), or undefined when neither is set.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ cert: Buffer, key: Buffer } | undefined}
 */
export function tlsFromEnv(env = process.env) {
  const files = tlsFilesOf(env);
  return files && { cert: fs.readFileSync(files.certFile), key: fs.readFileSync(files.keyFile) };
}

/** First byte of a TLS ClientHello record. */
const tlsHandshake = 0x16;

/**
 * Listens on one port for both protocols: TLS connections go to `httpsServer`; plain HTTP gets a
 * permanent redirect to the same host and port over HTTPS (what port 80 → 443 does in a real
 * deploy, so a scanner given `host:port` sees the redirect and the HTTPS site).
 * @param {import('node:https').Server} httpsServer a server that is not listening itself
 * @param {{ port: number, host: string }} address
 * @returns {Promise<net.Server>}
 */
export function listenHttpsWithRedirect(httpsServer, { port, host }) {
  const redirect = http.createServer((request, response) => {
    // Without a Host header (HTTP/1.0), the address the connection came to (the port is known once listening).
    const target = `https://${request.headers.host ?? `${host}:${request.socket.localPort}`}${request.url ?? '/'}`;
    response.writeHead(301, { Location: target, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': 0 });
    response.end();
  });
  const server = net.createServer((socket) => {
    // A connection that never says anything is not kept open (the servers it is handed to have their own timeouts).
    socket.setTimeout(10_000, () => socket.destroy());
    socket.once('data', (chunk) => {
      socket.setTimeout(0);
      socket.pause();
      socket.unshift(chunk);
      (chunk[0] === tlsHandshake ? httpsServer : redirect).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
