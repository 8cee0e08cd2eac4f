import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** A real pino logger that writes nothing, for parts used outside a server (the relay worker). */
export const createSilentLogger = (): FastifyBaseLogger => pino({ level: 'silent' });

/** A log line as pino writes it: `msg`, `level` and the logged fields. */
export type LogLine = Record<string, unknown>;

export interface RecordingLogger {
  log: FastifyBaseLogger;
  /** Every line written, parsed, in order. */
  lines: LogLine[];
  /** The lines with this message. */
  logged(msg: string): LogLine[];
}

/** A real pino logger (level info) whose lines are kept in memory, to read what an operator would. */
export const createRecordingLogger = (): RecordingLogger => {
  const lines: LogLine[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { log, lines, logged: (msg) => lines.filter((line) => line.msg === msg) };
};
