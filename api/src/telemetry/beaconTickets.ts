import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { HealthTicket } from '@codecrush/contracts';

/** A view id as the schema takes it: 20 of [a-z0-9]. */
const viewIdOf = (bytes: Buffer) => Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');

/** `h1.<view>.<issued at, epoch ms>.<sender>.<HMAC-SHA256 of the rest>`. */
const tokenPattern = /^(h1\.([a-z0-9]{20})\.(\d{13})\.([A-Za-z0-9_-]{11}))\.([A-Za-z0-9_-]{43})$/;

const hourMs = 3_600_000;
/** A token issued up to this much "later" than this instance's clock is still taken (clocks drift). */
const clockSkewMs = 60_000;

export type TicketCheck = { ok: true; sender: string } | { ok: false; problem: string };

/**
 * The tickets that make a beacon count: the API gives each page view an id and a token it signs
 * (`POST /health/v2/views`); a beacon counts only with a token for its own view, signed here and
 * younger than `maxAgeMs`. So a beacon copied from a page and replayed with new view ids is refused,
 * and every view needs a request of its own to this route, which the beacon rate limit bounds per
 * address.
 *
 * The token names its sender without an address: a keyed hash of the requester's address whose key
 * is random, lives only in this process's memory and is replaced every hour (so a stored sender
 * cannot be traced back to an address, nor linked across hours or instances). It lets the guard
 * count distinct senders and cap what one sender weighs.
 *
 * The signing key is derived from FORM_TOKEN_SECRET (HKDF, its own label: a different key from the
 * forms' one) when that is set — as it must be with several instances — else random per process.
 */
export class BeaconTickets {
  private readonly key: Buffer;
  private senderKey: { hour: number; key: Buffer } | undefined;

  constructor(
    sharedSecret: string | undefined,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = sharedSecret
      ? Buffer.from(hkdfSync('sha256', sharedSecret, '', 'codecrush release-health beacon token v1', 32))
      : randomBytes(32);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /** This hour's keyed hash of `address` (11 characters). */
  private senderOf(address: string): string {
    const hour = Math.floor(this.now() / hourMs);
    if (this.senderKey?.hour !== hour) this.senderKey = { hour, key: randomBytes(32) };
    return createHmac('sha256', this.senderKey.key).update(address).digest('base64url').slice(0, 11);
  }

  /** A new view id and its token, for a page view asking from `address`. */
  issue(address: string): HealthTicket {
    const view = viewIdOf(randomBytes(20));
    const payload = `h1.${view}.${this.now()}.${this.senderOf(address)}`;
    return { view, token: `${payload}.${this.sign(payload)}` };
  }

  /** Whether `token` lets a beacon of `view` count, and its sender. */
  check(token: string | undefined, view: string): TicketCheck {
    if (token === undefined) return { ok: false, problem: 'no ticket token (format v1)' };
    const match = tokenPattern.exec(token);
    if (!match) return { ok: false, problem: 'not a ticket token' };
    // Stryker disable next-line StringLiteral: every group of the pattern is set when it matches; the defaults only type the values
    const [, payload = '', tokenView = '', issuedAt = '', sender = '', signature = ''] = match;
    const [expected, given] = [Buffer.from(this.sign(payload)), Buffer.from(signature)];
    if (!timingSafeEqual(expected, given)) return { ok: false, problem: 'a token this site did not sign' };
    if (tokenView !== view) return { ok: false, problem: "another view's token" };
    const age = this.now() - Number(issuedAt);
    if (age > this.maxAgeMs) return { ok: false, problem: 'an expired token' };
    if (age < -clockSkewMs) return { ok: false, problem: 'a token issued in the future' };
    return { ok: true, sender };
  }
}
