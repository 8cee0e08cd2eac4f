import { intFrom, numberFrom, type Env } from '../src/envReaders';

/**
 * How long and how wide a benchmark runs, read here only: BENCH_SECONDS (10), BENCH_CONNECTIONS and
 * BENCH_FLOOD_CONNECTIONS (each benchmark's own default), refused with the API's message style when
 * they do not fit.
 */
export interface BenchSettings {
  seconds: number;
  connections: number;
  floodConnections: number;
}

export const benchSettings = (
  defaults: { connections: number; floodConnections?: number },
  env: Env = process.env,
): BenchSettings => ({
  seconds: numberFrom(env, 'BENCH_SECONDS', 10, 1),
  connections: intFrom(env, 'BENCH_CONNECTIONS', defaults.connections, 1),
  floodConnections: intFrom(env, 'BENCH_FLOOD_CONNECTIONS', defaults.floodConnections ?? 32, 1),
});
