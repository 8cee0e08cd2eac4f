import { issuedAtOf } from '@codecrush/server/form-token';

/** What a native post's form token says about it. */
export type TokenVerdict = 'ok' | 'tooFast' | 'expired' | 'invalid';

export interface TokenRules {
  secret: string;
  /** Younger than this: filled by a bot (dropped, answered like a success). */
  minFillMs: number;
  /** Older than this: the visitor reloads the form. */
  maxAgeMs: number;
}

/**
 * The minimum fill time of a form posted without scripts: the site's server signed, per
 * response, when it served the page. A token issued in the future (server clocks apart) counts
 * as old enough, as the script's `formStartedAt` does.
 */
export const checkFormToken = (token: string | undefined, rules: TokenRules, now = Date.now()): TokenVerdict => {
  const issuedAt = issuedAtOf(token, rules.secret);
  if (issuedAt === undefined) return 'invalid';
  const age = now - issuedAt;
  if (age > rules.maxAgeMs) return 'expired';
  return age >= 0 && age < rules.minFillMs ? 'tooFast' : 'ok';
};
