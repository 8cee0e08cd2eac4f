import type { BlogPostId } from '@codecrush/contracts';

/** Categories of the blog list sidebar. */
export const blogCategories = [
  'View All',
  'Design',
  'Product',
  'Software Development',
  'Customer Success',
  'Leadership',
  'Management',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** "Software Development", and "Technology" for post 3. */
export type BlogType = 'Software Development' | 'Technology';

/** A block of an article's body. */
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'quote'; text: string };

interface ArticleSection {
  heading: string;
  blocks: readonly ArticleBlock[];
}

/** What list pages, cards and page metadata need of an article (its body is loaded separately). */
interface ArticleSummary {
  /** The article's h1 (post 3: "Unleashing the Power of AI"; otherwise the heading). */
  title: string;
  /** Words for the meta description (≤ 160 characters). */
  metaDescription: string;
  /** Topics, used by /blog/javascript to pick posts about software development and JavaScript. */
  tags: readonly string[];
}

/** The body of an article: kept in its own module so only its article page downloads it. */
export interface ArticleBody {
  /** Shown under the title before the first section. */
  lead: string;
  sections: readonly ArticleSection[];
  /** The Conclusion box. */
  conclusion: readonly string[];
}

/** One blog post: the list card fields plus the article's summary. */
export interface BlogPost {
  id: BlogPostId;
  /** Illustration id (see illustrations.ts). */
  img: string;
  heading: string;
  description: string;
  author: 'CodeCrush';
  /** yyyy-mm-dd */
  date: '2025-01-13';
  blogType: BlogType;
  article: ArticleSummary;
}
