import { blogPostingJsonLd } from '@codecrush/contracts';
import type { BlogPost } from '../content/types';

/** schema.org BlogPosting data of an article page, from its content and its image's URL. */
export const blogPostingOf = (post: BlogPost, imageUrl: string) =>
  blogPostingJsonLd({
    headline: post.article.title,
    description: post.article.metaDescription,
    datePublished: post.date,
    image: imageUrl,
    author: post.author,
  });
