/** What `npm run bench:flood -w api -- [--seconds N] [--rate N] [--clients N] [--in-flight N]` runs. */
export interface FloodOptions {
  /** How long the flood and the form client run. */
  seconds: number;
  /** Beacons per second the generator tries to offer. */
  rate: number;
  /** Client addresses the flood comes from (127.0.1.1, 127.0.1.2, …), one kept connection each. */
  clients: number;
  /** Beacons waiting for an answer at most; one due beyond that is counted as not sent. */
  inFlight: number;
}

const bounds: Record<keyof FloodOptions, { flag: string; min: number; max: number; fallback: number }> = {
  seconds: { flag: '--seconds', min: 1, max: 600, fallback: 60 },
  rate: { flag: '--rate', min: 1, max: 50_000, fallback: 2000 },
  clients: { flag: '--clients', min: 1, max: 254 * 254, fallback: 500 },
  inFlight: { flag: '--in-flight', min: 1, max: 1000, fallback: 256 },
};

/**
 * nginx's `worker_connections` (1024, one worker) holds every client connection and every
 * connection to the API: the flood's kept connections plus its requests in flight must fit, with
 * room for the form client.
 */
const nginxConnectionBudget = 900;

const usage = `usage: npm run bench:flood -w api -- ${Object.values(bounds)
  .map(({ flag, fallback }) => `[${flag} ${fallback}]`)
  .join(' ')}`;

/** The options of `argv` (`--name value` or `--name=value`), defaults for the rest; throws naming a bad one. */
export const floodOptionsOf = (argv: readonly string[]): FloodOptions => {
  const options: FloodOptions = {
    seconds: bounds.seconds.fallback,
    rate: bounds.rate.fallback,
    clients: bounds.clients.fallback,
    inFlight: bounds.inFlight.fallback,
  };
  const names = Object.keys(bounds) as (keyof FloodOptions)[];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const [flag = '', inline] = arg.split('=', 2);
    const name = names.find((key) => bounds[key].flag === flag);
    if (name === undefined) throw new Error(`unknown option "${arg}"\n${usage}`);
    const raw = inline ?? argv[(index += 1)];
    const { min, max } = bounds[name];
    const value = Number(raw);
    if (raw === undefined || raw.trim() === '' || !Number.isInteger(value) || value < min || value > max)
      throw new Error(
        `${flag} must be an integer from ${min} to ${max}, got ${raw === undefined ? 'nothing' : `"${raw}"`}`,
      );
    options[name] = value;
  }
  if (options.clients + options.inFlight > nginxConnectionBudget)
    throw new Error(
      `--clients (${options.clients}) + --in-flight (${options.inFlight}) must stay within ${nginxConnectionBudget}: ` +
        "nginx's 1024 worker connections hold both",
    );
  return options;
};
