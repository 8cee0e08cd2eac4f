import { hrefs, pathPrefix, paths } from './routes';

describe('links built from paths', () => {
  it('fills the route’s :param', () => {
    expect(hrefs.service('web')).toBe('/all-services/view-service/web');
    expect(hrefs.industry('travel')).toBe('/all-services/industries/travel');
    expect(hrefs.research('ai')).toBe('/all-services/research&development/ai');
    expect(hrefs.project('sms')).toBe('/view-project/sms');
    expect(hrefs.blogPost(3)).toBe('/view-blog/3');
  });

  it('gives the part of a param route before its param', () => {
    expect(pathPrefix('project')).toBe('/view-project/');
    expect(`${pathPrefix('serviceDetail')}:serviceid`).toBe(paths.serviceDetail);
  });
});
