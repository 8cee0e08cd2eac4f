import { readFormToken } from '@codecrush/server/form-token';
import type { NativeFormId } from '@codecrush/contracts';

/** What a native post's form token says about it. */
export type TokenVerdict = 'ok' | 'tooFast' | 'expired' | 'otherForm' | 'invalid';

export interface TokenRules {
  secret: string;
  /** Younger than this: filled by a bot (dropped, answered like a success). */
  minFillMs: number;
  /** Older than this: the visitor reloads the form. */
  maxAgeMs: number;
}

/**
 * The token of a form posted without scripts: the site's server signed, per response, which form
 * it served and when (the minimum fill time). A token served in another form is refused, as one
 * not signed with the key. A token issued in the future (server clocks apart) counts as old enough,
 * as the script's `formStartedAt` does.
 */
export const checkFormToken = (
  token: string | undefined,
  formId: NativeFormId,
  rules: TokenRules,
  now = Date.now(),
): TokenVerdict => {
  const read = readFormToken(token, rules.secret);
  if (read === undefined) return 'invalid';
  if (read.formId !== formId) return 'otherForm';
  const age = now - read.issuedAt;
  if (age > rules.maxAgeMs) return 'expired';
  return age >= 0 && age < rules.minFillMs ? 'tooFast' : 'ok';
};
