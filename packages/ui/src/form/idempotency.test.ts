import { createIdempotencyKey, fingerprintOf } from './idempotency';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createIdempotencyKey', () => {
  it('makes a distinct UUID v4 for every submission', () => {
    const keys = Array.from({ length: 64 }, createIdempotencyKey);
    for (const key of keys) expect(key).toMatch(uuidV4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every position but the version digit random, so keys cannot be guessed', () => {
    const keys = Array.from({ length: 64 }, createIdempotencyKey);
    const fixed = [...(keys[0] ?? '')].flatMap((_, position) =>
      new Set(keys.map((key) => key[position])).size === 1 ? [position] : [],
    );
    // The dashes and the "4" of the version.
    expect(fixed).toEqual([8, 13, 14, 18, 23]);
  });
});

const formWith = (entries: ReadonlyArray<[string, string | File]>) => {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return body;
};

describe('fingerprintOf', () => {
  it('tells apart two files of the same name by their size or date (a corrected CV is a new submission)', () => {
    const cv = (content: string, lastModified: number) =>
      formWith([['file', new File([content], 'cv.pdf', { lastModified })]]);
    expect(fingerprintOf(cv('abc', 5))).toBe(fingerprintOf(cv('xyz', 5)));
    expect(fingerprintOf(cv('abc', 5))).not.toBe(fingerprintOf(cv('abcd', 5)));
    expect(fingerprintOf(cv('abc', 5))).not.toBe(fingerprintOf(cv('abc', 6)));
    expect(fingerprintOf(cv('abc', 5))).not.toBe(
      fingerprintOf(formWith([['file', new File(['abc'], 'cv2.pdf', { lastModified: 5 })]])),
    );
  });

  it('tells apart multipart bodies that differ in a text field', () => {
    expect(fingerprintOf(formWith([['email', 'ada@example.com']]))).not.toBe(
      fingerprintOf(formWith([['email', 'ada@example.org']])),
    );
  });

  it('does not take a text value for a file', () => {
    const file = new File(['abc'], 'cv.pdf', { lastModified: 5 });
    expect(fingerprintOf(formWith([['file', file]]))).not.toBe(fingerprintOf(formWith([['file', 'cv.pdf']])));
  });

  it('keeps entries apart, whatever their names and values hold', () => {
    expect(fingerprintOf({ a: 1, b: 2 })).not.toBe(fingerprintOf({ 'a=1&b': 2 }));
    expect(fingerprintOf({ a: 'x', b: 'y' })).not.toBe(fingerprintOf({ a: 'x","b","y' }));
  });
});
