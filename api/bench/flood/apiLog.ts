import type { Readable } from 'node:stream';

/** What one API instance logged at warn level or above during the run. */
export interface ApiLog {
  warnings: number;
  errors: number;
  /** The first few distinct messages (with their error's message), to say what went wrong. */
  samples: string[];
}

const sampleCount = 5;

/** A pino line's level and text, or undefined for any other line. */
const entryOf = (line: string): { level: number; text: string } | undefined => {
  try {
    const entry: unknown = JSON.parse(line);
    if (typeof entry !== 'object' || entry === null) return undefined;
    const level: unknown = Reflect.get(entry, 'level');
    const msg: unknown = Reflect.get(entry, 'msg');
    const err: unknown = Reflect.get(entry, 'err');
    const cause: unknown = typeof err === 'object' && err !== null ? Reflect.get(err, 'message') : undefined;
    if (typeof level !== 'number') return undefined;
    return { level, text: [msg, cause].filter((part) => typeof part === 'string').join(': ') };
  } catch {
    return undefined;
  }
};

/** Counts the warnings and errors an instance writes to `output` (its JSON log lines). */
export const watchApiLog = (output: Readable): ApiLog => {
  const log: ApiLog = { warnings: 0, errors: 0, samples: [] };
  let partial = '';
  output.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const entry = entryOf(line);
      if (entry === undefined || entry.level < 40) continue;
      if (entry.level >= 50) log.errors += 1;
      else log.warnings += 1;
      if (log.samples.length < sampleCount && !log.samples.includes(entry.text)) log.samples.push(entry.text);
    }
  });
  return log;
};
