import {
  exposedModules,
  fragmentHostRoutes,
  fragmentModules,
  paths,
  remoteNames,
  routeModules,
  standalonePaths,
} from './index';
import type { RemoteName } from './index';

describe('remote contracts', () => {
  it('every route module and home fragment is an exposed module of its remote', () => {
    const exposed = new Set(
      (Object.keys(exposedModules) as (keyof typeof exposedModules)[]).flatMap((key) =>
        exposedModules[key].map((module) => `${remoteNames[key]}/${module}`),
      ),
    );
    for (const id of [...Object.values(routeModules), ...Object.values(fragmentModules)]) expect(exposed).toContain(id);
  });

  it('gives each exposed module a standalone path: its route, or a fragment path', () => {
    expect(standalonePaths('blog')).toEqual([
      { module: 'BlogListPage', path: paths.blogList },
      { module: 'BlogJavascriptPage', path: paths.blogJavascript },
      { module: 'BlogPostPage', path: paths.blogPost },
      { module: 'BlogTeaser', path: '/fragments/BlogTeaser' },
    ]);
  });

  it("names the pages that show each remote's fragments: home for portfolio, blog and forms, none for the others", () => {
    expect(fragmentHostRoutes(remoteNames.portfolio)).toEqual(['home']);
    expect(fragmentHostRoutes(remoteNames.blog)).toEqual(['home']);
    expect(fragmentHostRoutes(remoteNames.forms)).toEqual(['home']);
    expect(fragmentHostRoutes(remoteNames.marketing)).toEqual([]);
    expect(fragmentHostRoutes(remoteNames.careers)).toEqual([]);
  });

  it('names no page for a name that is no remote of the site (a deploy of something else)', () => {
    const otherName: string = 'mf_unknown';
    expect(fragmentHostRoutes(otherName as RemoteName)).toEqual([]);
  });
});
