import { antiSpamFields } from '@codecrush/contracts';

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
