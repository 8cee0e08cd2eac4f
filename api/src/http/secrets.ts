import { createHash, timingSafeEqual } from 'node:crypto';

// Stryker disable next-line StringLiteral: no encoding named is UTF-8 as well
const digestOf = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether `presented` is `secret`. Both are hashed to 32 bytes first, so the comparison takes the
 * same time whatever their lengths (a length check before `timingSafeEqual` would tell an attacker
 * the secret's length) and contents.
 */
export const matchesSecret = (presented: string, secret: string): boolean =>
  timingSafeEqual(digestOf(presented), digestOf(secret));
