import { featureColumns } from './featureColumns';

describe('featureColumns', () => {
  it('uses 4 columns for exactly 8 features', () => {
    expect(featureColumns(8)).toBe(4);
  });

  it.each([1, 3, 4, 6, 7, 9, 12])('uses 3 columns for %i features', (count) => {
    expect(featureColumns(count)).toBe(3);
  });
});
