import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

/** A real pino logger that writes nothing, for parts used outside a server (the relay worker). */
export const createSilentLogger = (): FastifyBaseLogger => pino({ level: 'silent' });
