import { blogPostIds, industryIds, projectIds, researchIds, serviceIds } from '@codecrush/contracts';
import { concreteRoutes, fileOf, isRemoteName, routesOfRemote } from './routes';

describe('concrete routes', () => {
  const routes = concreteRoutes();

  it('has every id of every catalogue, each path once', () => {
    const count = (prefix: string) => routes.filter((r) => r.path.startsWith(prefix)).length;
    expect(count('/all-services/view-service/')).toBe(serviceIds.length);
    expect(count('/all-services/industries/')).toBe(industryIds.length);
    expect(count('/all-services/research&development/')).toBe(researchIds.length);
    expect(count('/view-project/')).toBe(projectIds.length);
    expect(count('/view-blog/')).toBe(blogPostIds.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(routes.every((r) => !r.path.includes(':'))).toBe(true);
  });

  it('writes one file per route, the not-found page as 404.html', () => {
    const files = routes.map(fileOf);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain('index.html');
    expect(files).toContain('404.html');
    expect(files).toContain('view-blog/1/index.html');
  });

  it('re-renders only the routes of one remote, plus home for a home fragment owner', () => {
    const blog = routesOfRemote('mf_blog').map((r) => r.path);
    expect(blog).toEqual(['/', '/all-blogs', '/blog/javascript', ...blogPostIds.map((id) => `/view-blog/${id}`)]);
    const careers = routesOfRemote('mf_careers').map((r) => r.path);
    expect(careers).toEqual(['/careers', '/careers/apply']);
  });

  it('knows the remotes by their container names', () => {
    expect(isRemoteName('mf_blog')).toBe(true);
    expect(isRemoteName('mf_forms')).toBe(true);
    expect(isRemoteName('mf-blog')).toBe(false);
    expect(isRemoteName('shell')).toBe(false);
  });
});
