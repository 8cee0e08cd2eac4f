import {
  absoluteUrl,
  breadcrumbListJsonLd,
  industryNames,
  organizationJsonLd,
  paths,
  researchNames,
  serviceNames,
  webSiteJsonLd,
} from '@codecrush/contracts';
import type { PageMeta } from '@codecrush/ui';
import { pageTitle } from '@codecrush/ui';
import { notFoundContent, routeTitles } from 'shell/server';
import type { ConcreteRoute } from './routes';

/** The head of one page, from the meta its page declared and the shell's route defaults. */
export type HeadData = {
  title: string;
  description: string;
  canonical: string;
  image: string | undefined;
  noindex: boolean;
  jsonLd: object[];
};

const siteDescription =
  'CodeCrush builds custom software, web and mobile apps, UI/UX design, e-commerce, IT consulting, cybersecurity and AI/ML research.';

/** Detail pages (one entry of a catalogue) and the list page above them, if the site has one. */
const detailParents: Partial<Record<ConcreteRoute['key'], { name: string; path: string } | null>> = {
  serviceDetail: null,
  industry: null,
  research: null,
  project: { name: routeTitles.projects, path: paths.projects },
  blogPost: { name: routeTitles.blogList, path: paths.blogList },
};

/** The catalogue name of a detail page, when the page itself did not name it. */
function catalogueName(route: ConcreteRoute): string | undefined {
  const id = route.path.slice(route.path.lastIndexOf('/') + 1);
  const names: Record<string, Record<string, string>> = {
    serviceDetail: serviceNames,
    industry: industryNames,
    research: researchNames,
  };
  return names[route.key]?.[id];
}

const breadcrumbs = (origin: string, route: ConcreteRoute, title: string) => {
  const parent = detailParents[route.key];
  if (parent === undefined) return undefined;
  return breadcrumbListJsonLd(origin, [
    { name: 'Home', path: paths.home },
    ...(parent ? [parent] : []),
    { name: title, path: route.path },
  ]);
};

/**
 * Title, description, canonical URL, preview image, noindex and structured data of one route. The
 * page's own usePageMeta wins (a page that declares `noindex` is kept out of indexes, as it is in
 * the browser); the shell's route title is the fallback.
 */
export function headOf(
  route: ConcreteRoute,
  meta: PageMeta | undefined,
  origin: string,
  firstImage?: string,
): HeadData {
  const isNotFound = route.key === 'notFound';
  const fallbackTitle =
    route.key === 'notFound' ? notFoundContent.title : (catalogueName(route) ?? routeTitles[route.key]);
  const title = meta?.title ?? fallbackTitle;
  const description = meta?.description ?? (isNotFound ? notFoundContent.text : siteDescription);
  const jsonLd: object[] = [];
  if (route.key === 'home') jsonLd.push(organizationJsonLd(origin), webSiteJsonLd(origin));
  const crumbs = breadcrumbs(origin, route, title);
  if (crumbs) jsonLd.push(crumbs);
  jsonLd.push(...(meta?.jsonLd ?? []));
  return {
    title: pageTitle(title),
    description,
    canonical: absoluteUrl(origin, route.path),
    image: meta?.image ?? firstImage ?? absoluteUrl(origin, '/favicon.svg'),
    noindex: !route.indexable || meta?.noindex === true,
    jsonLd,
  };
}
