/**
 * TLS mode of the static servers: the certificate and key read from the files the environment
 * names, and one port that answers TLS and redirects plain HTTP to it.
 */
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { listenHttpsWithRedirect, tlsFromEnv } from './tls.mjs';

describe('tlsFromEnv', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-test-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the certificate and the key the two variables name; none named is plain HTTP', () => {
    fs.writeFileSync(path.join(dir, 'cert.pem'), 'CERT');
    fs.writeFileSync(path.join(dir, 'key.pem'), 'KEY');
    const tls = tlsFromEnv({ TLS_CERT_FILE: path.join(dir, 'cert.pem'), TLS_KEY_FILE: path.join(dir, 'key.pem') });
    assert.deepEqual([tls?.cert.toString(), tls?.key.toString()], ['CERT', 'KEY']);
    assert.equal(tlsFromEnv({}), undefined);
    assert.throws(() => tlsFromEnv({ TLS_CERT_FILE: path.join(dir, 'cert.pem') }), {
      message: 'TLS needs both TLS_CERT_FILE and TLS_KEY_FILE',
    });
  });
});

describe('listenHttpsWithRedirect: one port, both protocols', () => {
  /** A stand-in for the HTTPS server: records the connections handed to it. */
  const httpsServer = Object.assign(new EventEmitter(), { handed: [] });
  httpsServer.on('connection', (socket) => {
    socket.once('data', (chunk) => {
      httpsServer.handed.push([...chunk]);
      socket.destroy();
    });
  });
  let server;
  const port = () => server.address().port;
  after(() => new Promise((resolve) => server.close(resolve)));

  it('plain HTTP gets a permanent redirect to the same host, port and path over HTTPS', async () => {
    server = await listenHttpsWithRedirect(httpsServer, { port: 0, host: '127.0.0.1' });
    const response = await new Promise((resolve, reject) =>
      http
        .get(
          { port: port(), host: '127.0.0.1', path: '/careers?x=1', headers: { host: 'codecrush.test:8443' } },
          resolve,
        )
        .on('error', reject),
    );
    response.resume();
    assert.equal(response.statusCode, 301);
    assert.equal(response.headers.location, 'https://codecrush.test:8443/careers?x=1');
    assert.equal(response.headers['content-length'], '0');
    assert.equal(response.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(httpsServer.handed.length, 0);
  });

  it('a request without a Host header (HTTP/1.0) is sent to the address the server listens on', async () => {
    const socket = net.connect(port(), '127.0.0.1');
    socket.end('GET /jobs HTTP/1.0\r\n\r\n');
    let answer = '';
    for await (const chunk of socket) answer += chunk;
    assert.match(
      answer,
      new RegExp(`^HTTP/1\\.1 301 [^\\r]*\\r\\n(?:.*\\r\\n)*Location: https://127\\.0\\.0\\.1:${port()}/jobs\\r\\n`),
    );
  });

  it('a port already taken is refused with the listening error', async () => {
    await assert.rejects(listenHttpsWithRedirect(httpsServer, { port: port(), host: '127.0.0.1' }), {
      code: 'EADDRINUSE',
    });
  });

  it('a connection that opens with a TLS handshake byte is handed to the HTTPS server, its first bytes kept', async () => {
    const socket = net.connect(port(), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(Buffer.from([0x16, 0x03, 0x01]));
    await new Promise((resolve) => socket.once('close', resolve));
    assert.deepEqual(httpsServer.handed, [[0x16, 0x03, 0x01]]);
  });
});
