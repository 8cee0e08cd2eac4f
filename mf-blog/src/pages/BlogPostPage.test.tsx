import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/composition/test';
import { Route, Routes } from '@codecrush/ui/router';
import { paths } from '@codecrush/contracts';
import { loadArticleBody } from '../content/articleBodies';
import { posts } from '../content/posts';
import BlogPostPage from './BlogPostPage';

/** Renders the route and lets the article body's chunk arrive. */
async function renderPost(route: string) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(
      <Routes>
        <Route path={paths.blogPost} element={<BlogPostPage />} />
      </Routes>,
      { route },
    );
  });
  return result as ReturnType<typeof renderWithProviders>;
}

describe('BlogPostPage', () => {
  it.each(posts.map((post) => [post.id, post] as const))(
    'renders every required part of article %i',
    async (id, post) => {
      const body = await loadArticleBody(post.id);
      const { container } = await renderPost(`/view-blog/${id}`);
      expect(screen.getByRole('heading', { level: 1, name: post.article.title })).toBeInTheDocument();
      expect(screen.getAllByText('January 13, 2025')[0]).toBeInTheDocument();
      expect(screen.getAllByText('10 min read')[0]).toBeInTheDocument();
      expect(screen.getByText('By CodeCrush')).toBeInTheDocument();
      for (const section of body.sections) {
        expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      }
      const conclusion = screen.getByRole('region', { name: 'Conclusion' });
      expect(within(conclusion).getByText(body.conclusion[0] as string)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Share this post' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
      const cta = screen.getByRole('region', { name: 'Are You Ready to Transform Your Business?' });
      expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
      expect(screen.getByRole('region', { name: 'More Articles' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: `Illustration for the article “${post.article.title}”` })).toHaveAttribute(
        'width',
      );

      const jsonLd = container.querySelector('script[type="application/ld+json"]');
      expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
        '@type': 'BlogPosting',
        headline: post.article.title,
        datePublished: '2025-01-13',
        author: { '@type': 'Organization', name: 'CodeCrush' },
        description: post.article.metaDescription,
      });
      expect(document.title).toBe(`${post.article.title} | CodeCrush`);
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        post.article.metaDescription,
      );
    },
  );

  it('shows the More Articles carousel with links to the articles', async () => {
    await renderPost('/view-blog/1');
    const more = screen.getByRole('region', { name: 'More Articles' });
    // The carousel's code loads on demand, and each try of a by-role query over the whole article takes
    // hundreds of milliseconds in jsdom on a busy machine: findBy's default second is too short (2.9 s seen).
    const carousel = await within(more).findByRole('region', { name: 'Recommended articles' }, { timeout: 10_000 });
    expect(carousel).toBeInTheDocument();
    const hrefs = within(more)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'));
    expect(new Set(hrefs)).toEqual(new Set(posts.map((post) => `/view-blog/${post.id}`)));
    expect(within(more).getAllByRole('link', { name: 'The Power of Custom Software Services' })[0]).toHaveAttribute(
      'href',
      '/view-blog/2',
    );
  });

  it('shows a grid of four other posts on the AI article (post 3)', async () => {
    await renderPost('/view-blog/3');
    const more = screen.getByRole('region', { name: 'More Articles' });
    expect(within(more).queryByRole('region', { name: 'Recommended articles' })).not.toBeInTheDocument();
    const links = within(more)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/view-blog/1', '/view-blog/2', '/view-blog/4', '/view-blog/5']);
  });

  it.each(['/view-blog/99', '/view-blog/abc', '/view-blog/0'])('shows Article not found for %s', async (route) => {
    await renderPost(route);
    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/all-blogs');
    expect(document.title).toBe('Article not found | CodeCrush');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
