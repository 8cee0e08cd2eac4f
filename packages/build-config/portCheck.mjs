import net from 'node:net';

/**
 * Ports that something else already listens on, checked before anything of the composition starts,
 * so a second `npm start` (or another program on one of its ports) fails with one clear line per
 * port instead of half a composition and Node's raw EADDRINUSE.
 * @param {{ label: string, port: number }[]} wanted
 * @param {string} host
 * @returns {Promise<{ label: string, port: number, code: string }[]>}
 */
async function findBusyPorts(wanted, host) {
  const results = await Promise.all(
    wanted.map(async (entry) => {
      const code = await probe(entry.port, host);
      return code === null ? null : { ...entry, code };
    }),
  );
  return results.filter((result) => result !== null);
}

/** null when the port can be bound on `host`, else the error code (EADDRINUSE, EACCES…). */
function probe(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    // Stryker disable next-line StringLiteral: a listen error from Node always carries its code, so the fallback is never read
    server.once('error', (error) => resolve(error.code ?? 'EADDRINUSE'));
    // Stryker disable next-line BooleanLiteral: `exclusive` only matters in a cluster worker, and the check runs in the main process
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(null)));
  });
}

class PortsInUseError extends Error {
  /**
   * @param {{ label: string, port: number, code: string }[]} busy
   * @param {number} nextOffset a PORT_OFFSET to suggest
   */
  constructor(busy, nextOffset) {
    const move = `PORT_OFFSET=${nextOffset} npm start`;
    const lines = busy.map(({ label, port, code }) =>
      code === 'EADDRINUSE'
        ? `Port ${port} (${label}) is already in use: stop what listens there, or move the whole composition with PORT_OFFSET (e.g. ${move}).`
        : `Port ${port} (${label}) cannot be opened (${code}): move the whole composition with PORT_OFFSET (e.g. ${move}).`,
    );
    super(lines.join('\n'));
    this.name = 'PortsInUseError';
    this.busy = busy;
  }
}

/**
 * Throws a PortsInUseError naming every busy port when one of `wanted` is taken.
 * @param {{ label: string, port: number }[]} wanted
 * @param {string} host
 * @param {number} nextOffset the PORT_OFFSET the message suggests
 */
export async function assertPortsFree(wanted, host, nextOffset) {
  const busy = await findBusyPorts(wanted, host);
  if (busy.length > 0) throw new PortsInUseError(busy, nextOffset);
}
