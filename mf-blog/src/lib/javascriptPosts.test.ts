import { posts } from '../content/posts';
import type { BlogPost, BlogType } from '../content/types';
import { javascriptPosts } from './javascriptPosts';

/** A post of the given category and tags (the rest taken from a real post). */
const post = (heading: string, blogType: BlogType, tags: string[]): BlogPost => ({
  ...posts[0],
  heading,
  blogType,
  article: { ...posts[0].article, tags },
});

const headings = (list: readonly BlogPost[]) => list.map((item) => item.heading);

describe('the posts /blog/javascript lists', () => {
  it('lists the posts tagged JavaScript or software development (any case), in order, and only those', () => {
    const list = [
      post('Closures', 'Technology', ['React', 'JavaScript']),
      post('Agile', 'Software Development', ['Process']),
      post('Testing', 'Technology', ['software development']),
    ];
    expect(headings(javascriptPosts(list))).toEqual(['Closures', 'Testing']);
  });

  it('lists the Software Development posts when no post is tagged, so the page is never empty', () => {
    const list = [
      post('AI', 'Technology', ['AI']),
      post('Agile', 'Software Development', ['Process']),
      post('Mobile', 'Software Development', []),
    ];
    expect(headings(javascriptPosts(list))).toEqual(['Agile', 'Mobile']);
  });

  it('lists every post when none is tagged or of the Software Development category', () => {
    const list = [post('AI', 'Technology', ['AI']), post('Cloud', 'Technology', [])];
    expect(headings(javascriptPosts(list))).toEqual(['AI', 'Cloud']);
  });
});
