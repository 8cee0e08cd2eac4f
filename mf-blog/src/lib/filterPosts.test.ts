import { filterPosts, matchesFilter, parseCategory, readFilter, writeFilter } from './filterPosts';
import type { BlogFilter } from './filterPosts';
import type { BlogPost } from '../content/types';

type Card = Pick<BlogPost, 'heading' | 'description' | 'blogType'>;

const cards: Card[] = [
  { heading: 'How We Build Software', description: 'Our agile process.', blogType: 'Software Development' },
  { heading: 'Transforming Businesses', description: 'Artificial intelligence in practice.', blogType: 'Technology' },
  {
    heading: 'Mobile Apps',
    description: 'The future of cross-platform development.',
    blogType: 'Software Development',
  },
];

const filter = (category: BlogFilter['category'], query = ''): BlogFilter => ({ category, query });

describe('matchesFilter / filterPosts', () => {
  it('shows every post by default (View All, empty search)', () => {
    expect(filterPosts(cards, filter('View All'))).toHaveLength(3);
  });

  it('matches the category against blogType', () => {
    expect(filterPosts(cards, filter('Software Development')).map((c) => c.heading)).toEqual([
      'How We Build Software',
      'Mobile Apps',
    ]);
    expect(filterPosts(cards, filter('Design'))).toEqual([]);
  });

  it('searches heading and description, case-insensitively', () => {
    expect(filterPosts(cards, filter('View All', 'MOBILE')).map((c) => c.heading)).toEqual(['Mobile Apps']);
    expect(filterPosts(cards, filter('View All', 'artificial')).map((c) => c.heading)).toEqual([
      'Transforming Businesses',
    ]);
    expect(filterPosts(cards, filter('View All', '  agile ')).map((c) => c.heading)).toEqual(['How We Build Software']);
  });

  it('combines category and search (both must match)', () => {
    expect(filterPosts(cards, filter('Software Development', 'intelligence'))).toEqual([]);
    expect(filterPosts(cards, filter('View All', 'intelligence'))).toHaveLength(1);
    expect(matchesFilter(cards[2] as Card, filter('Software Development', 'development'))).toBe(true);
  });

  it('returns nothing for a search without a match', () => {
    expect(filterPosts(cards, filter('View All', 'quantum gravity'))).toEqual([]);
  });
});

describe('URL state', () => {
  it('reads defaults and falls back to View All for unknown categories', () => {
    expect(readFilter(new URLSearchParams(''))).toEqual({ category: 'View All', query: '' });
    expect(readFilter(new URLSearchParams('category=Nope&q=ai'))).toEqual({ category: 'View All', query: 'ai' });
    expect(parseCategory('Leadership')).toBe('Leadership');
  });

  it('writes q and category, leaving defaults out', () => {
    const written = writeFilter(new URLSearchParams('utm=1'), filter('Customer Success', 'mobile apps'));
    expect(written.toString()).toBe('utm=1&q=mobile+apps&category=Customer+Success');
    expect(readFilter(written)).toEqual(filter('Customer Success', 'mobile apps'));
    expect(writeFilter(written, filter('View All')).toString()).toBe('utm=1');
  });
});
