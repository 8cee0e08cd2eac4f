import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * The beacon route's rate limit: `max` beacons per client address (IPv6: per /64, as the forms'
 * limiter keys them) and fixed window, counted in this instance's memory — never in the outbox's
 * database, so a flood of beacons costs the forms' connections nothing. With several instances a
 * client may send `max` to each (README). Beyond: 429 with Retry-After.
 */
export function beaconRateLimiter(options: {
  max: number;
  windowMs: number;
  /** Client addresses counted at once; beyond, the one whose window started first is forgotten. */
  maxAddresses?: number;
  now?: () => number;
}) {
  const { max, windowMs, maxAddresses = 10_000, now = Date.now } = options;
  /** Address → its window; insertion order is window start order (a renewed window moves to the end). */
  const windows = new Map<string, { start: number; count: number }>();
  const forgetOld = (at: number) => {
    for (const [key, window] of windows) {
      if (windows.size < maxAddresses && window.start + windowMs > at) return;
      windows.delete(key);
    }
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const at = now();
    const key = normalizeIP(request.ip);
    let window = windows.get(key);
    if (window === undefined || window.start + windowMs <= at) {
      windows.delete(key);
      if (windows.size >= maxAddresses) forgetOld(at);
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count <= max) return;
    const seconds = Math.ceil((window.start + windowMs - at) / 1000);
    reply.header('Retry-After', String(seconds));
    throw new HttpError(429, `Too many requests, please try again in ${seconds} s`);
  };
}
