import { posts } from '../content/posts';
import { blogPostingOf } from './blogPostingOf';

describe('blogPostingOf', () => {
  it('describes the article as a BlogPosting by the CodeCrush organisation', () => {
    const post = posts[2];
    const data = blogPostingOf(post, 'https://cdn.example/blog-3.webp');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Unleashing the Power of AI',
      datePublished: '2025-01-13',
      author: { '@type': 'Organization', name: 'CodeCrush' },
      image: 'https://cdn.example/blog-3.webp',
      description: post.article.metaDescription,
    });
  });
});
