import { keepsPage } from './keepsPage';

describe('keepsPage', () => {
  it('is true when the same remote page renders both paths', () => {
    expect(keepsPage('/view-blog/1', '/view-blog/2')).toBe(true);
    expect(keepsPage('/careers', '/careers')).toBe(true);
  });

  it('is false when the page changes or a path has no remote page', () => {
    expect(keepsPage('/', '/about')).toBe(false);
    expect(keepsPage('/view-blog/1', '/all-blogs')).toBe(false);
    expect(keepsPage('/no-such-page', '/no-such-page')).toBe(false);
  });
});
