import type { SubmissionBody } from './sendToApi';

/**
 * A fresh UUID v4 for one submission (browser crypto; call in event handlers, never in render).
 * Built from `getRandomValues`, which every browser offers on any page (`randomUUID` is missing on a
 * page served over plain http).
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const describeValue = (value: unknown): unknown =>
  value instanceof File ? { file: value.name, size: value.size, lastModified: value.lastModified } : value;

/**
 * A stable description of what a body submits (files by name, size and date), so a retry of the
 * same submission can be recognised and reuse its idempotency key. Anti-spam timing is left out.
 */
export function fingerprintOf(body: SubmissionBody, ignore: readonly string[] = ['formStartedAt']): string {
  const entries: Array<[string, unknown]> =
    body instanceof FormData ? Array.from(body.entries()) : Object.entries(body);
  return JSON.stringify(
    entries.filter(([key]) => !ignore.includes(key)).map(([key, value]) => [key, describeValue(value)]),
  );
}
