import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  scriptJson,
  webSiteJsonLd,
} from './structuredData';

const origin = 'https://www.codecrush.tech/';

describe('absoluteUrl', () => {
  it('resolves a path under an origin written with or without a trailing slash', () => {
    for (const publicOrigin of ['https://www.codecrush.tech', 'https://www.codecrush.tech/']) {
      expect(absoluteUrl(publicOrigin, '/sitemap.xml')).toBe('https://www.codecrush.tech/sitemap.xml');
      expect(absoluteUrl(publicOrigin, 'sitemap.xml')).toBe('https://www.codecrush.tech/sitemap.xml');
    }
  });
});

describe('structured data', () => {
  it('describes the company with its home page, logo, offices in Pakistan and social profiles', () => {
    expect(organizationJsonLd('https://www.codecrush.tech')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.codecrush.tech/#organization',
      name: 'CodeCrush',
      url: 'https://www.codecrush.tech/',
      logo: 'https://www.codecrush.tech/favicon.svg',
      email: 'info@codecrush.tech',
      telephone: '+92 51 8435 900',
      address: [
        {
          '@type': 'PostalAddress',
          name: 'Main office',
          streetAddress: 'Office 12, Software Technology Park, Saddar, Rawalpindi, Punjab, Pakistan',
          addressLocality: 'Rawalpindi',
          addressCountry: 'PK',
        },
        {
          '@type': 'PostalAddress',
          name: 'Regional office',
          streetAddress: 'Main Bazar Road, Chakdara, Lower Dir, Khyber Pakhtunkhwa, Pakistan',
          addressLocality: 'Chakdara',
          addressCountry: 'PK',
        },
      ],
      sameAs: [
        'https://www.facebook.com/codecrush',
        'https://www.instagram.com/codecrush',
        'https://www.linkedin.com/company/codecrush',
        'https://x.com/codecrush',
      ],
    });
  });

  it('describes the website at the home page, published by the organisation', () => {
    expect(webSiteJsonLd(origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'CodeCrush',
      url: 'https://www.codecrush.tech/',
      publisher: { '@id': 'https://www.codecrush.tech/#organization' },
    });
  });

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
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.codecrush.tech/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.codecrush.tech/all-blogs' },
      ],
    });
  });

  it('describes a role with its date, employment types, hiring company and place, applied for on the site', () => {
    const posting = jobPostingJsonLd({
      title: 'Intern',
      description: 'Learn',
      datePosted: '2025-05-05',
      employmentType: ['INTERN'],
      locality: 'Islamabad',
      region: 'Islamabad Capital Territory',
      country: 'PK',
    });
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Intern',
      description: 'Learn',
      datePosted: '2025-05-05',
      employmentType: ['INTERN'],
      directApply: true,
      hiringOrganization: { '@type': 'Organization', name: 'CodeCrush', email: 'info@codecrush.tech' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Islamabad',
          addressRegion: 'Islamabad Capital Territory',
          addressCountry: 'PK',
        },
      },
    });
  });

  it('describes an article written and published by an organisation', () => {
    const posting = blogPostingJsonLd({
      headline: 'H',
      description: 'D',
      datePublished: '2025-01-13',
      image: 'https://cdn/x.webp',
      author: 'CodeCrush',
    });
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'H',
      description: 'D',
      datePublished: '2025-01-13',
      image: 'https://cdn/x.webp',
      author: { '@type': 'Organization', name: 'CodeCrush' },
      publisher: { '@type': 'Organization', name: 'CodeCrush' },
    });
  });

  it('serialises JSON that cannot close its script element or open a comment', () => {
    expect(scriptJson({ text: '</script><b> & <!--' })).toBe(
      '{"text":"\\u003c/script\\u003e\\u003cb\\u003e \\u0026 \\u003c!--"}',
    );
    expect(JSON.parse(scriptJson({ text: '</script>' }))).toEqual({ text: '</script>' });
  });
});
