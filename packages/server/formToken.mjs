import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The hidden field every form carries: who served the page signs when it served it. */
export const formTokenField = 'formToken';

/** What a prerendered form carries until its server stamps it (an empty value: no rule by itself). */
const unstamped = `name="${formTokenField}" value=""`;

const signatureOf = (secret, payload) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A signed, per-render form token: `v1.<issued at, epoch ms>.<random>.<HMAC-SHA256>`. It tells
 * the API when the page was served (the minimum fill time) and that this site served it.
 * @param {string} secret
 * @param {number} [now]
 */
export function issueFormToken(secret, now = Date.now()) {
  const payload = `v1.${now}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

/**
 * The time a token was issued, when it is well formed and signed with `secret`; undefined otherwise.
 * @param {unknown} token
 * @param {string} secret
 * @returns {number | undefined}
 */
export function issuedAtOf(token, secret) {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a cheap early exit; the pattern below refuses every such token too
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const match = /^(v1\.(\d{1,15})\.[A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  // Stryker disable next-line StringLiteral: every group of the pattern is set when it matches; the defaults only type the values
  const [, payload = '', issuedAt = '', signature = ''] = match;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  // Stryker disable next-line ConditionalExpression: the pattern fixes the length of both (43), so only timingSafeEqual can tell them apart
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return Number(issuedAt);
}

/**
 * A page's HTML with every form's empty token field filled with a fresh signed token (one per
 * response). HTML without forms comes back unchanged.
 * @param {string} html
 * @param {string} secret
 * @param {number} [now]
 */
export function stampFormTokens(html, secret, now = Date.now()) {
  // Stryker disable next-line ConditionalExpression: a shortcut; splitting on an absent field gives the same HTML back
  if (!html.includes(unstamped)) return html;
  return html.split(unstamped).join(`name="${formTokenField}" value="${issueFormToken(secret, now)}"`);
}
