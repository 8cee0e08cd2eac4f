import { cachedLoaders, knownId } from './cachedLoaders';

describe('cachedLoaders', () => {
  it('loads an entry on first use only and then returns the same promise', async () => {
    const loadA = jest.fn(() => Promise.resolve('a'));
    const loadB = jest.fn(() => Promise.resolve('b'));
    const load = cachedLoaders({ a: loadA, b: loadB });
    expect(loadA).not.toHaveBeenCalled();
    const first = load('a');
    expect(load('a')).toBe(first);
    await expect(first).resolves.toBe('a');
    expect(loadA).toHaveBeenCalledTimes(1);
    expect(loadB).not.toHaveBeenCalled();
  });

  it('keeps numeric ids apart', async () => {
    const load = cachedLoaders({ 1: () => Promise.resolve('one'), 2: () => Promise.resolve('two') });
    await expect(load(2)).resolves.toBe('two');
    expect(load(1)).not.toBe(load(2));
  });
});

describe('knownId', () => {
  const ids = ['web', 'app'] as const;
  it('accepts exactly one of the ids', () => {
    expect(knownId(ids, 'web')).toBe('web');
    expect(knownId(ids, 'Web')).toBeUndefined();
    expect(knownId(ids, 'toString')).toBeUndefined();
    expect(knownId(ids, undefined)).toBeUndefined();
  });
});
