import { antiSpamFields } from '@codecrush/contracts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Spam traps: the hidden `website` field must stay empty, and a form that reports when it was
 * shown (`formStartedAt`, epoch ms) must have been open at least `minFillMs`. The time is
 * optional (an empty text reads as 0, a time long past); a value that is not a number counts as a
 * bot. A time in the future means the visitor's clock runs ahead of ours; that is not held against
 * them (the message is kept).
 */
export const isLikelyBot = (
  fields: Readonly<Record<string, unknown>>,
  minFillMs: number,
  now = Date.now(),
): boolean => {
  const honeypot = fields[antiSpamFields.honeypot];
  if (honeypot !== undefined && honeypot !== null && !(typeof honeypot === 'string' && honeypot.trim() === '')) {
    return true;
  }
  const startedAt = fields[antiSpamFields.startedAt];
  if (startedAt === undefined || startedAt === null) return false;
  const time =
    typeof startedAt === 'number' ? startedAt : typeof startedAt === 'string' ? Number(startedAt) : Number.NaN;
  if (!Number.isFinite(time)) return true;
  const elapsed = now - time;
  return elapsed >= 0 && elapsed < minFillMs;
};

/**
 * The spam check every route runs, with its log line: true when `fields` trip a trap, and the
 * message is then dropped (each route answers it like a success, so a bot learns nothing).
 */
export const droppedAsSpam = (
  log: FastifyBaseLogger,
  form: string,
  fields: Readonly<Record<string, unknown>>,
  minFillMs: number,
): boolean => {
  if (!isLikelyBot(fields, minFillMs)) return false;
  log.info({ form }, 'spam trap tripped, message dropped');
  return true;
};
