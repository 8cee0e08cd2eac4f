import { blogPostIds } from '@codecrush/contracts';
import { javascriptPosts } from '../lib/javascriptPosts';
import { illustrations } from './illustrations';
import { loadArticleBody } from './articleBodies';
import { findPost, posts } from './posts';
import { article1 } from './articles/article1';
import { article2 } from './articles/article2';
import { article3 } from './articles/article3';
import { article4 } from './articles/article4';
import { article5 } from './articles/article5';
import { article6 } from './articles/article6';
import type { ArticleBody } from './types';

const bodies: readonly ArticleBody[] = [article1, article2, article3, article4, article5, article6];
const bodyOf = (id: number) => bodies[id - 1] as ArticleBody;

/** The six article titles, in id order. */
const specTitles = [
  'How We Build Software: Our Proven Development Process',
  'The Power of Custom Software Services',
  'Transforming Businesses and Society',
  'Transform Your Business with Custom Software Solutions',
  'Finding the Right Fit for Your Project',
  'The Future of Mobile App Development',
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function articleWords({ lead, sections, conclusion }: ArticleBody): number {
  const blockText = sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => (block.kind === 'list' ? block.items : [block.text])),
  ]);
  return [lead, ...blockText, ...conclusion].reduce((sum, text) => sum + words(text), 0);
}

describe('blog posts content', () => {
  it('has six posts with unique ids 1..6 in order', () => {
    expect(posts.map((post) => post.id)).toEqual([...blogPostIds]);
    expect(new Set(posts.map((post) => post.id)).size).toBe(6);
  });

  it('maps ids 1..6 to the six titles in order; post 3 is headed Unleashing the Power of AI', () => {
    expect(posts.map((post) => post.heading)).toEqual(specTitles);
    expect(findPost('3')?.article.title).toBe('Unleashing the Power of AI');
  });

  it.each(posts.map((post) => [post.id, post] as const))('post %i has every field of a blog post', (id, post) => {
    expect(post.author).toBe('CodeCrush');
    expect(post.date).toBe('2025-01-13');
    expect(post.blogType).toBe(id === 3 ? 'Technology' : 'Software Development');
    const body = bodyOf(id);
    expect(body.sections.length).toBeGreaterThanOrEqual(3);
    expect(body.conclusion.length).toBeGreaterThan(0);
    expect(post.article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(new Set(body.sections.map((s) => s.heading)).size).toBe(body.sections.length);
  });

  it.each(posts.map((post) => [post.id] as const))('post %i has at least 1,500 words', (id) => {
    expect(articleWords(bodyOf(id))).toBeGreaterThanOrEqual(1500);
  });

  it('loads each article body from its own module', async () => {
    for (const post of posts) await expect(loadArticleBody(post.id)).resolves.toBe(bodyOf(post.id));
  });

  it('uses an existing, unique illustration for every post', () => {
    const ids = new Set<string>(illustrations.map((illustration) => illustration.id));
    for (const post of posts) expect(ids.has(post.img)).toBe(true);
    expect(new Set(posts.map((post) => post.img)).size).toBe(posts.length);
    expect(ids.size).toBe(illustrations.length);
  });

  it('finds posts only by their exact id', () => {
    expect(findPost('1')?.id).toBe(1);
    expect(findPost('99')).toBeUndefined();
    expect(findPost('abc')).toBeUndefined();
    expect(findPost('01')).toBeUndefined();
    expect(findPost(undefined)).toBeUndefined();
  });

  it('gives /blog/javascript at least one post', () => {
    expect(javascriptPosts(posts).length).toBeGreaterThan(0);
  });
});
