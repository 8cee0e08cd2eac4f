import { splitFeatures } from './splitFeatures';

const items = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('splitFeatures', () => {
  it.each([
    [4, 4, 0],
    [5, 5, 0],
    [6, 5, 1],
    [9, 5, 4],
  ])('%i features → %i in the first list, %i in the second', (n, first, rest) => {
    const split = splitFeatures(items(n));
    expect(split.first).toHaveLength(first);
    expect(split.rest).toHaveLength(rest);
    expect([...split.first, ...split.rest]).toEqual(items(n));
  });
});
