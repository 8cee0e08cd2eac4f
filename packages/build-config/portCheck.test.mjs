import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from 'node:test';
import { assertPortsFree } from './portCheck.mjs';

const host = '127.0.0.1';

/** A server listening on a port the system picked, so the test collides with nothing. */
function listenOnFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => resolve(server));
  });
}

const close = (server) => new Promise((resolve) => server.close(resolve));

describe('the port check before the composition starts', () => {
  it('passes when every wanted port is free, and leaves them free', async () => {
    const probe = await listenOnFreePort();
    const { port } = probe.address();
    await close(probe);
    await assertPortsFree([{ label: 'shell', port }], host, 100);
    // The check released what it bound: the port can be taken right after it.
    const again = net.createServer();
    await new Promise((resolve, reject) => {
      again.once('error', reject);
      again.listen(port, host, resolve);
    });
    await close(again);
  });

  it('names every busy port with its app and suggests the next PORT_OFFSET, leaving out the free ones', async () => {
    const blog = await listenOnFreePort();
    const forms = await listenOnFreePort();
    const free = await listenOnFreePort();
    const freePort = free.address().port;
    await close(free);
    try {
      const wanted = [
        { label: 'mf-blog', port: blog.address().port },
        { label: 'shell', port: freePort },
        { label: 'mf-forms', port: forms.address().port },
      ];
      await assert.rejects(assertPortsFree(wanted, host, 200), (error) => {
        assert.equal(error.name, 'PortsInUseError');
        assert.equal(
          error.message,
          [
            `Port ${blog.address().port} (mf-blog) is already in use: stop what listens there, or move the whole composition with PORT_OFFSET (e.g. PORT_OFFSET=200 npm start).`,
            `Port ${forms.address().port} (mf-forms) is already in use: stop what listens there, or move the whole composition with PORT_OFFSET (e.g. PORT_OFFSET=200 npm start).`,
          ].join('\n'),
        );
        assert.deepEqual(
          error.busy.map(({ label, code }) => [label, code]),
          [
            ['mf-blog', 'EADDRINUSE'],
            ['mf-forms', 'EADDRINUSE'],
          ],
        );
        return true;
      });
    } finally {
      await Promise.all([close(blog), close(forms)]);
    }
  });

  it('says a port cannot be opened, with the reason, when the host is not this machine’s', async () => {
    // 192.0.2.1 (TEST-NET-1, documentation only) is never an address of this machine.
    await assert.rejects(assertPortsFree([{ label: 'api', port: 3100 }], '192.0.2.1', 100), {
      name: 'PortsInUseError',
      message:
        'Port 3100 (api) cannot be opened (EADDRNOTAVAIL): move the whole composition with PORT_OFFSET (e.g. PORT_OFFSET=100 npm start).',
    });
  });
});
