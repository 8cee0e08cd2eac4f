import { createHash } from 'node:crypto';
import type { KeyedSubmission } from '../store/store';
import type { NativePost } from './nativePost';

/**
 * The double-submit rule of forms posted without scripts: the same served form (its signed,
 * per-response token) with the same content is one message. The key is derived from both and
 * committed with the message like an `Idempotency-Key`, so a double click, a resend after Back or
 * a retry reaching another instance within the key window stores nothing new. A reloaded page has
 * a new token: sending the same text again from it is a new message.
 */
export const doubleSubmitKey = (formId: string, token: string, post: NativePost): KeyedSubmission => {
  const hash = createHash('sha256').update(`native\0${formId}\0${token}`);
  for (const [name, value] of [...post.fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`\0${name}\0${value}`);
  }
  if (post.file !== undefined)
    hash.update('\0file\0').update(post.file.filename).update('\0').update(post.file.content);
  const fingerprint = hash.digest('hex');
  const hex = createHash('sha256').update(`key\0${fingerprint}`).digest('hex');
  const key = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return { key, fingerprint };
};
