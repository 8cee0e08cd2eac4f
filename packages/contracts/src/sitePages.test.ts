import { blogPostIds, hrefs, industryIds, paths, projectIds, researchIds, serviceIds } from './routes';
import type { RouteKey } from './routes';
import { routeModules } from './remotes';
import { sitePages } from './sitePages';

const pathsOf = (key: RouteKey) =>
  sitePages()
    .filter((page) => page.key === key)
    .map((page) => page.path);

describe('sitePages: every concrete page of the site (what is prerendered, measured and in the sitemap)', () => {
  it('lists every page without a parameter once, at its route’s path, the home page first', () => {
    const plain = (Object.keys(paths) as RouteKey[]).filter((key) => !paths[key].includes(':'));
    for (const key of plain) expect(pathsOf(key)).toEqual([paths[key]]);
    expect(sitePages()[0]?.path).toBe('/');
  });

  it('lists every service, industry, R&D offering, project and article at its own address', () => {
    expect(pathsOf('serviceDetail')).toEqual(serviceIds.map(hrefs.service));
    expect(pathsOf('industry')).toEqual(industryIds.map(hrefs.industry));
    expect(pathsOf('research')).toEqual(researchIds.map(hrefs.research));
    expect(pathsOf('project')).toEqual(projectIds.map(hrefs.project));
    expect(pathsOf('blogPost')).toEqual(blogPostIds.map(hrefs.blogPost));
  });

  it('has no page twice and nothing else', () => {
    const pages = sitePages();
    const paramIds =
      serviceIds.length + industryIds.length + researchIds.length + projectIds.length + blogPostIds.length;
    const plainRoutes = Object.values(paths).filter((path) => !path.includes(':')).length;
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(pages).toHaveLength(plainRoutes + paramIds);
  });

  it('names the remote page that renders each page; the chat demo is the shell’s own', () => {
    const pages = sitePages();
    for (const page of pages) {
      if (page.key === 'chat') expect(page.module).toBeUndefined();
      else expect(page.module).toBe(routeModules[page.key as keyof typeof routeModules]);
    }
  });

  it('keeps the chat demo and the forms’ sent pages out of search results, every other page in', () => {
    const pages = sitePages();
    expect(pages.filter((page) => !page.indexable).map((page) => page.key)).toEqual([
      'chat',
      'messageSent',
      'applicationSent',
    ]);
    expect(pages.filter((page) => page.indexable)).toHaveLength(pages.length - 3);
  });
});
