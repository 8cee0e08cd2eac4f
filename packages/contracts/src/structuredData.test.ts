import {
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  scriptJson,
  webSiteJsonLd,
} from './structuredData';

const origin = 'https://www.codecrush.tech/';

describe('structured data', () => {
  it('links the website to the organisation that publishes it', () => {
    const organization = organizationJsonLd(origin);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'CodeCrush',
      url: 'https://www.codecrush.tech/',
    });
    expect(webSiteJsonLd(origin).publisher['@id']).toBe(organization['@id']);
  });

  it('numbers the breadcrumbs and makes their URLs absolute', () => {
    const crumbs = breadcrumbListJsonLd(origin, [
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/all-blogs' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.codecrush.tech/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.codecrush.tech/all-blogs' },
    ]);
  });

  it('describes a role with its date, employment types and place', () => {
    const posting = jobPostingJsonLd({
      title: 'Intern',
      description: 'Learn',
      datePosted: '2025-05-05',
      employmentType: ['INTERN'],
      locality: 'Islamabad',
      region: 'Islamabad Capital Territory',
      country: 'PK',
    });
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2025-05-05',
      hiringOrganization: { name: 'CodeCrush' },
      jobLocation: { address: { addressLocality: 'Islamabad', addressCountry: 'PK' } },
    });
  });

  it('makes the author of an article its publisher too', () => {
    const posting = blogPostingJsonLd({
      headline: 'H',
      description: 'D',
      datePublished: '2025-01-13',
      image: 'https://cdn/x.webp',
      author: 'CodeCrush',
    });
    expect(posting.publisher).toEqual({ '@type': 'Organization', name: 'CodeCrush' });
  });

  it('serialises JSON that cannot close its script element or open a comment', () => {
    expect(scriptJson({ text: '</script><b> & <!--' })).toBe(
      '{"text":"\\u003c/script\\u003e\\u003cb\\u003e \\u0026 \\u003c!--"}',
    );
    expect(JSON.parse(scriptJson({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});
