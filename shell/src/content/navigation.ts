import {
  hrefs,
  industryIds,
  industryNames,
  pathPrefix,
  paths,
  researchIds,
  researchNames,
  serviceIds,
  serviceNames,
} from '@codecrush/contracts';

export type NavLinkItem = { label: string; to: string };
type NavGroup = { heading?: string; links: NavLinkItem[] };
export type NavItem =
  | { kind: 'link'; label: string; to: string; end?: boolean }
  | {
      kind: 'menu';
      id: string;
      label: string;
      groups: NavGroup[];
      /** paths that make this item active */ activePrefixes: string[];
    };

export const navItems: NavItem[] = [
  { kind: 'link', label: 'Home', to: paths.home, end: true },
  { kind: 'link', label: 'About', to: paths.about },
  {
    kind: 'menu',
    id: 'services',
    label: 'Services',
    activePrefixes: [pathPrefix('serviceDetail'), pathPrefix('research')],
    groups: [
      { heading: 'Services', links: serviceIds.map((id) => ({ label: serviceNames[id], to: hrefs.service(id) })) },
      { heading: 'Research', links: researchIds.map((id) => ({ label: researchNames[id], to: hrefs.research(id) })) },
    ],
  },
  {
    kind: 'menu',
    id: 'industries',
    label: 'Industries',
    activePrefixes: [pathPrefix('industry')],
    groups: [{ links: industryIds.map((id) => ({ label: industryNames[id], to: hrefs.industry(id) })) }],
  },
  { kind: 'link', label: 'Projects', to: paths.projects },
  {
    kind: 'menu',
    id: 'remote-resources',
    label: 'Remote Resources',
    activePrefixes: [
      paths.careers,
      paths.blogList,
      '/blog/',
      pathPrefix('blogPost'),
      paths.gallery,
      paths.remoteResources,
    ],
    groups: [
      {
        links: [
          { label: 'Career', to: paths.careers },
          { label: 'Blogs', to: paths.blogList },
          { label: 'Gallery', to: paths.gallery },
          { label: 'Remote Resources', to: paths.remoteResources },
        ],
      },
    ],
  },
];

export const contactCta: NavLinkItem = { label: 'Contact Us', to: paths.contact };

/** Desktop dropdowns close this long after the pointer leaves. */
export const dropdownCloseDelayMs = 300;
/** Scroll thresholds: when the header compacts and the back-to-top button shows. */
export const navbarSolidAfterPx = 50;
export const backToTopAfterPx = 100;
