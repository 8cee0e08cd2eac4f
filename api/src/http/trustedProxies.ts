import proxyAddr from '@fastify/proxy-addr';

const example =
  'list the addresses of your proxies instead (IPs or CIDR ranges, comma-separated), e.g. 127.0.0.1 for nginx on this host';

/** Values that switch proxy trust off, as the on/off settings write it. */
// Stryker disable next-line StringLiteral: a blank value lists no proxy either way (no entries)
const offValues = new Set(['', '0', 'false', 'no', 'off']);
/** Values that would trust every hop: refused. */
const everyHopValues = new Set(['1', 'true', 'yes', 'on']);

/** Why one entry is not a proxy address, or undefined when proxy-addr takes it. */
const problemOf = (entry: string): string | undefined => {
  try {
    proxyAddr.compile(entry);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/**
 * The proxies whose `X-Forwarded-For` the API believes (`variable`, e.g. API_TRUST_PROXY): a
 * comma-separated list of addresses and CIDR ranges, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`. Walking from the connection back through the header, the client is
 * the first address that is not a listed proxy, so what a client writes into the header itself
 * never counts. Off (empty list) when unset or false. `true` (every hop trusted: the client picks
 * its address) and hop counts (fastify ignores them: they cannot tell a proxy from a client that
 * connects directly) are refused with what to write instead.
 */
export const parseTrustedProxies = (variable: string, raw: string | undefined): string[] => {
  const value = raw?.trim() ?? '';
  if (offValues.has(value.toLowerCase())) return [];
  if (everyHopValues.has(value.toLowerCase())) {
    throw new Error(`${variable}=${value} would trust every hop, so a client could choose its own address; ${example}`);
  }
  if (/^\d+$/.test(value)) {
    throw new Error(
      `${variable}=${value}: a hop count cannot tell your proxy from a client that connects directly; ${example}`,
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const problem = problemOf(entry);
    if (problem !== undefined) {
      throw new Error(
        `${variable}: "${entry}" is not an IP address, a CIDR range or loopback, linklocal, uniquelocal (${problem})`,
      );
    }
  }
  return entries;
};
