import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The hidden field every form carries: who served the page signs when, and for which form. */
export const formTokenField = 'formToken';

/** The shortest FORM_TOKEN_SECRET accepted (e.g. `openssl rand -base64 32` gives 44 characters). */
const minFormTokenSecretLength = 32;

/** What a prerendered form carries until its server stamps it (an empty value: no rule by itself). */
const unstamped = `name="${formTokenField}" value=""`;

/** A form's id as its action names it (`…/forms/<id>`, the API's route for forms posted without scripts). */
const formIdSource = '[a-z0-9-]{1,40}';
const formIdPattern = new RegExp(`^${formIdSource}$`);

const signatureOf = (secret, payload) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A signed, per-render form token: `v2.<form id>.<issued at, epoch ms>.<random>.<HMAC-SHA256>`. It
 * tells the API when the page was served (the minimum fill time, the maximum age), which form it
 * was served in (it is valid on that form's route only) and that this site served it; the random
 * part makes each token one of a kind, so the API can spend it on the first message sent with it.
 * @param {string} secret
 * @param {string} formId
 * @param {number} [now]
 */
export function issueFormToken(secret, formId, now = Date.now()) {
  if (!formIdPattern.test(formId)) throw new Error(`not a form id: ${JSON.stringify(formId)}`);
  const payload = `v2.${formId}.${now}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${signatureOf(secret, payload)}`;
}

const tokenPattern = new RegExp(`^(v2\\.(${formIdSource})\\.(\\d{1,15})\\.[A-Za-z0-9_-]{12})\\.([A-Za-z0-9_-]{43})$`);

/**
 * What a token says when it is well formed and signed with `secret`: the form it was served in and
 * when; undefined otherwise (an earlier version's token too).
 * @param {unknown} token
 * @param {string} secret
 * @returns {{ formId: string, issuedAt: number } | undefined}
 */
export function readFormToken(token, secret) {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the length check is a cheap early exit; the pattern below refuses every token longer than 116 characters too
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const match = tokenPattern.exec(token);
  if (!match) return undefined;
  // Stryker disable next-line StringLiteral: every group of the pattern is set when it matches; the defaults only type the values
  const [, payload = '', formId = '', issuedAt = '', signature = ''] = match;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  // Stryker disable next-line ConditionalExpression: the pattern fixes the length of both (43), so only timingSafeEqual can tell them apart
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { formId, issuedAt: Number(issuedAt) };
}

/** A form's opening tag, a form's end, or an unstamped token field: what stamping walks through, in order. */
const stampPattern = new RegExp(`<form\\b[^>]*>|</form>|${unstamped}`, 'g');
const actionPattern = new RegExp(`\\saction="[^"]*/forms/(${formIdSource})(?:[?#][^"]*)?"`);

/**
 * A page's HTML with every form's empty token field filled with a fresh signed token (one per
 * response) for that form: the id its action posts to (`…/forms/<id>`). A field outside such a form
 * stays empty; HTML without forms comes back unchanged.
 * @param {string} html
 * @param {string} secret
 * @param {number} [now]
 */
export function stampFormTokens(html, secret, now = Date.now()) {
  // Stryker disable next-line ConditionalExpression: a shortcut; a page without the field comes back unchanged all the same
  if (!html.includes(unstamped)) return html;
  /** The id of the form the walk is in, if it posts to a form route. */
  let formId;
  return html.replace(stampPattern, (found) => {
    if (found !== unstamped) {
      // A form's end has no action: the walk is in no form until the next one opens.
      formId = actionPattern.exec(found)?.[1];
      return found;
    }
    return formId === undefined ? found : `name="${formTokenField}" value="${issueFormToken(secret, formId, now)}"`;
  });
}

const falseWords = ['', '0', 'false', 'no', 'off'];

/**
 * Why a site runs with several processes that must all sign and check form tokens with one key: API
 * instances sharing a database, or an API behind a proxy or balancer. Undefined otherwise. The API
 * passes what its settings read; a script starting page servers reads them from its environment.
 * @param {{ sharesDatabase: boolean, behindProxy: boolean }} deployment
 */
export function sharedKeyReasonOf({ sharesDatabase, behindProxy }) {
  if (sharesDatabase) return 'DATABASE_URL is set (API instances sharing one database)';
  if (behindProxy) return 'API_TRUST_PROXY is set (the API behind a proxy or balancer)';
  return undefined;
}

/**
 * `sharedKeyReasonOf` for the processes a script starts from `env` (it does not load the API's settings).
 * @param {Record<string, string | undefined>} env
 */
export const sharedFormTokenKeyReason = (env) =>
  sharedKeyReasonOf({
    sharesDatabase: Boolean(env.DATABASE_URL?.trim()),
    behindProxy: !falseWords.includes(env.API_TRUST_PROXY?.trim().toLowerCase() ?? ''),
  });

const secretError = (message) => Object.assign(new Error(message), { name: 'FormTokenSecretError' });

/**
 * FORM_TOKEN_SECRET when set (surrounding spaces ignored); undefined when unset. Shorter than
 * `minFormTokenSecretLength`: throws.
 * @param {Record<string, string | undefined>} env
 */
export function formTokenSecretOf(env) {
  const secret = env.FORM_TOKEN_SECRET?.trim();
  if (!secret) return undefined;
  if (secret.length < minFormTokenSecretLength)
    throw secretError(
      `FORM_TOKEN_SECRET must be at least ${minFormTokenSecretLength} characters (got ${secret.length}); make one with \`openssl rand -base64 32\``,
    );
  return secret;
}

/**
 * The key form tokens are signed and checked with: `secret` when set; unset, a random key of this
 * start (valid only for the processes it is handed to) — unless `requiredBy` says the site runs on
 * several processes that must share one key: then this throws, saying why.
 * @param {string | undefined} secret
 * @param {string | undefined} requiredBy
 * @returns {string}
 */
export function formTokenKey(secret, requiredBy) {
  if (secret !== undefined) return secret;
  if (requiredBy !== undefined)
    throw secretError(
      `FORM_TOKEN_SECRET is required when ${requiredBy}: every page server and API instance must sign and check the tokens of forms posted without scripts with the same key. Set it to one shared value of at least ${minFormTokenSecretLength} characters (\`openssl rand -base64 32\`)`,
    );
  return randomBytes(32).toString('base64url');
}

/**
 * The key for the processes a script starts from `env` (the page servers and the API): FORM_TOKEN_SECRET,
 * or one made for this run when nothing in `env` asks for a shared one.
 * @param {Record<string, string | undefined>} env
 */
export const formTokenKeyFrom = (env) => formTokenKey(formTokenSecretOf(env), sharedFormTokenKeyReason(env));
