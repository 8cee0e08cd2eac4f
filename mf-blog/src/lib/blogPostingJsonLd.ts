import type { BlogPost } from '../content/types';

export interface BlogPostingJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BlogPosting';
  headline: string;
  description: string;
  datePublished: string;
  image: string;
  author: { '@type': 'Organization'; name: string };
  publisher: { '@type': 'Organization'; name: string };
}

/** schema.org BlogPosting data of an article (search engines, social previews). */
export function blogPostingJsonLd(post: BlogPost, imageUrl: string): BlogPostingJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.article.title,
    description: post.article.metaDescription,
    datePublished: post.date,
    image: imageUrl,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: post.author },
  };
}
