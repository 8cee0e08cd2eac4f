import { company } from './company';

/**
 * schema.org structured data (JSON-LD): one builder per type, used by the pages that render it
 * (a remote's `<JsonLd>`) and by the prerenderer's head alike.
 */
const context = 'https://schema.org';

/** A path's absolute URL under a public origin (`https://www.codecrush.tech`). */
export const absoluteUrl = (origin: string, path: string) => new URL(path, `${origin.replace(/\/$/, '')}/`).href;

/** The home page's URL; an origin has no path, so `/` and the origin's own URL are the same page. */
// Stryker disable next-line StringLiteral: an empty path resolves to the origin's root, the same URL as `/`
const homeUrl = (origin: string) => absoluteUrl(origin, '/');

const organizationId = (origin: string) => `${homeUrl(origin)}#organization`;

/** The company, with its offices and social profiles (the home page). */
export const organizationJsonLd = (origin: string) => ({
  '@context': context,
  '@type': 'Organization',
  '@id': organizationId(origin),
  name: company.name,
  url: homeUrl(origin),
  logo: absoluteUrl(origin, '/favicon.svg'),
  email: company.email,
  telephone: company.phone,
  address: company.offices.map((office) => ({
    '@type': 'PostalAddress',
    name: office.name,
    streetAddress: office.address,
    addressLocality: office.city,
    addressCountry: 'PK',
  })),
  sameAs: company.social.map((link) => link.href),
});

/** The website, published by the company (the home page). */
export const webSiteJsonLd = (origin: string) => ({
  '@context': context,
  '@type': 'WebSite',
  name: company.name,
  url: homeUrl(origin),
  publisher: { '@id': organizationId(origin) },
});

/** The trail from the home page to a page, each step a name and a path. */
export const breadcrumbListJsonLd = (origin: string, items: readonly { name: string; path: string }[]) => ({
  '@context': context,
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: absoluteUrl(origin, item.path),
  })),
});

/** What a job posting says: the role, when it was published (yyyy-mm-dd) and where it is. */
export type JobPostingInput = {
  title: string;
  description: string;
  datePosted: string;
  employmentType: readonly string[];
  locality: string;
  region: string;
  country: string;
};

/** An open role of the company (search engines' job listings); applications go through the page's form. */
export const jobPostingJsonLd = (job: JobPostingInput) => ({
  '@context': context,
  '@type': 'JobPosting',
  title: job.title,
  description: job.description,
  datePosted: job.datePosted,
  employmentType: job.employmentType,
  directApply: true,
  hiringOrganization: { '@type': 'Organization', name: company.name, email: company.email },
  jobLocation: {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: job.locality,
      addressRegion: job.region,
      addressCountry: job.country,
    },
  },
});

/** What an article says about itself: headline, summary, publication date (yyyy-mm-dd), image URL, author. */
export type BlogPostingInput = {
  headline: string;
  description: string;
  datePublished: string;
  image: string;
  author: string;
};

/** An article, authored and published by an organisation (search engines, social previews). */
export const blogPostingJsonLd = (post: BlogPostingInput) => ({
  '@context': context,
  '@type': 'BlogPosting',
  headline: post.headline,
  description: post.description,
  datePublished: post.datePublished,
  image: post.image,
  author: { '@type': 'Organization', name: post.author },
  publisher: { '@type': 'Organization', name: post.author },
});

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no entity. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
