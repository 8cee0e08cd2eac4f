import { hrefs, paths } from '@codecrush/contracts';
import { matchRouteTitle } from './routeTitle';

describe('route titles', () => {
  it('titles each page from the one route table, a detail route by its list', () => {
    expect(matchRouteTitle(paths.about)).toBe('About Us');
    expect(matchRouteTitle(paths.blogList)).toBe('Our Blog');
    expect(matchRouteTitle(paths.jobApply)).toBe('Apply: Web Development Intern');
    expect(matchRouteTitle(hrefs.project('sms'))).toBe('Case Study');
  });

  it('has no title for an unknown path', () => {
    expect(matchRouteTitle('/no-such-page')).toBeUndefined();
  });
});
