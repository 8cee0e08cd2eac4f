import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest, fromStore } from '../http/errors';
import type { KeyedSubmission, MessageStore, StoredAnswer } from '../store/store';
import type { Submission } from './submission';

const idempotencyHeader = 'idempotency-key';
/** Set on an answer replayed from an earlier submission with the same key. */
const replayedHeader = 'Idempotent-Replayed';

export const keyReusedMessage =
  'This Idempotency-Key was already used for a different submission; send a new submission with a new key';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request's `Idempotency-Key` (a UUID, in either case), or undefined when it has none; anything
 * else is a 400. Node's parser has already cut the spaces around a header value and joined a repeated
 * header into one value ("a, b"), which is then not one UUID.
 */
const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const raw = request.headers[idempotencyHeader];
  if (raw === undefined) return undefined;
  const value = String(raw);
  if (!uuidPattern.test(value)) throw badRequest('Idempotency-Key must be one UUID');
  // Stryker disable next-line MethodExpression: upper case would fold every spelling into one key just as well
  return value.toLowerCase();
};

/** JSON with object keys sorted, so the same fields in another order describe the same submission. */
const canonical = (value: unknown): unknown => {
  // Stryker disable next-line ConditionalExpression: an array hashed as an object with index keys still identifies one submission
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = new Map(Object.entries(value));
  return Object.fromEntries([...entries.keys()].sort().map((key) => [key, canonical(entries.get(key))]));
};

/** A hash of the route and everything submitted (fields, and the file's name and bytes). */
const fingerprintOf = (route: string, fields: unknown, file?: Submission['file']): string => {
  const hash = createHash('sha256').update(route);
  // Stryker disable next-line StringLiteral: a route is a fixed path and JSON starts with { or [, so they cannot run into each other
  hash.update('\0').update(JSON.stringify(canonical(fields)));
  if (file !== undefined) {
    // Stryker disable next-line StringLiteral: the fields' JSON always ends with } or ], so the name cannot run into it
    hash.update('\0').update(file.filename);
    hash.update('\0').update(file.content);
  }
  return hash.digest('hex');
};

/** The keyed view of a request, or undefined when it carries no key. */
export const keyedSubmission = (
  request: FastifyRequest,
  route: string,
  fields: unknown,
  file?: Submission['file'],
): KeyedSubmission | undefined => {
  const key = idempotencyKeyOf(request);
  return key === undefined ? undefined : { key, fingerprint: fingerprintOf(route, fields, file) };
};

/**
 * An earlier answer for this key, to replay as is; throws 422 when the key was used for a
 * different submission; undefined when the submission is new.
 */
export const earlierAnswer = async (
  store: MessageStore,
  keyed: KeyedSubmission | undefined,
): Promise<StoredAnswer | undefined> => {
  if (keyed === undefined) return undefined;
  const found = await fromStore(store.lookupKey(keyed));
  if (found.kind === 'conflict') throw new HttpError(422, keyReusedMessage);
  // Stryker disable next-line ConditionalExpression: only a replay carries an answer
  return found.kind === 'replay' ? found.answer : undefined;
};

export const replay = (reply: FastifyReply, answer: StoredAnswer): FastifyReply =>
  reply.code(answer.status).type(answer.contentType).header(replayedHeader, 'true').send(answer.body);

export const jsonAnswer = (body: unknown): StoredAnswer => ({
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

export const textAnswer = (body: string): StoredAnswer => ({
  status: 200,
  // Stryker disable next-line StringLiteral: with no type given, fastify sends a string body as this same type
  contentType: 'text/plain; charset=utf-8',
  body,
});
