import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { IntakeDeps } from '../intake/accept';
import { earlierAnswer, keyReusedMessage } from '../intake/idempotency';
import type { KeyedSubmission } from '../store/store';
import type { NativeForm } from './nativeForms';
import type { NativePost } from './nativePost';

/**
 * A served form's token as an idempotency key: the key names the form and the token alone, the
 * fingerprint is what was sent (every field, the file's name and bytes).
 */
const tokenUseOf = (formId: string, token: string, post: NativePost): KeyedSubmission => {
  const digest = createHash('sha256').update(`native\0${formId}\0${token}`);
  // Stryker disable next-line StringLiteral: the digest in any encoding names the form and token alike
  const hex = digest.digest('hex');
  // Stryker disable next-line MethodExpression: shaped as a UUID (as an Idempotency-Key is); the whole digest would name the token as well
  const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  // In name order (names are unique): the same fields in another order are the same message.
  const fields = [...post.fields.keys()].sort().map((name) => [name, post.fields.get(name)]);
  const hash = createHash('sha256').update(JSON.stringify(fields));
  if (post.file !== undefined) hash.update(JSON.stringify([post.file.filename])).update(post.file.content);
  return { key, fingerprint: hash.digest('hex') };
};

/** What became of a native post under the single-use rule. */
export type TokenUse = 'stored' | 'repeated' | 'spent';

/**
 * The single-use rule of forms posted without scripts: a served form's token (signed, per response)
 * is spent by the first message accepted with it. Its key is committed with that message, as an
 * `Idempotency-Key` is, so on every instance sharing the store: the same content again (a double
 * click, a resend after Back, a retry reaching another instance) is `repeated` and stores nothing;
 * other content with the same token is `spent` and stores nothing. A reloaded page has a new token.
 * A database that does not answer is a 503 (retry later): nothing was stored.
 */
export const acceptOnce = async (
  deps: IntakeDeps,
  form: NativeForm,
  token: string,
  post: NativePost,
): Promise<TokenUse> => {
  const use = tokenUseOf(form.id, token, post);
  try {
    // Looked up first, so a repeat writes no file; the commit checks the key again in its transaction.
    if ((await earlierAnswer(deps.store, use)) !== undefined) return 'repeated';
    await form.accept(deps, post, use);
  } catch (error) {
    // Another message with this token was accepted: before the lookup, or (on any instance) since.
    if (error instanceof HttpError && error.message === keyReusedMessage) return 'spent';
    throw error;
  }
  return 'stored';
};
