import { render } from '@testing-library/react';
import { PageMetaCollectorContext, pageTitle, usePageMeta } from './usePageMeta';

function Page({ title, description, noindex }: { title?: string; description?: string; noindex?: boolean }) {
  usePageMeta(noindex === undefined ? { title, description } : { title, description, noindex });
  return null;
}

const robots = () => document.head.querySelectorAll('meta[name="robots"]');

describe('usePageMeta', () => {
  it('sets the title with the site name and the meta description', () => {
    render(<Page title="Blog" description="Articles from CodeCrush" />);
    expect(document.title).toBe('Blog | CodeCrush');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Articles from CodeCrush',
    );
  });

  it('updates the title and description on the next page, reusing the one description tag', () => {
    const { rerender } = render(<Page title="Blog" description="Articles" />);
    rerender(<Page title="Careers" description="Open positions" />);
    expect(document.title).toBe('Careers | CodeCrush');
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect([...descriptions].map((tag) => tag.getAttribute('content'))).toEqual(['Open positions']);
  });

  it('keeps the title and description it finds when the page declares none', () => {
    render(<Page title="Blog" description="Articles" />);
    render(<Page />);
    expect(document.title).toBe('Blog | CodeCrush');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Articles');
  });

  it('does not repeat the site name on the home page', () => {
    render(<Page title="CodeCrush" />);
    expect(document.title).toBe('CodeCrush');
  });

  it('marks a noindex page while it is shown, and only then', () => {
    const { rerender, unmount } = render(<Page title="Page not found" noindex />);
    expect(robots()).toHaveLength(1);
    expect(robots()[0]).toHaveAttribute('content', 'noindex');
    rerender(<Page title="Blog" />);
    expect(robots()).toHaveLength(0);
    rerender(<Page title="Page not found" noindex />);
    expect(robots()).toHaveLength(1);
    unmount();
    expect(robots()).toHaveLength(0);
  });

  it('takes over the robots tag of a prerendered head instead of adding a second one', () => {
    const prerendered = document.createElement('meta');
    prerendered.name = 'robots';
    prerendered.content = 'noindex';
    document.head.append(prerendered);
    const { unmount } = render(<Page title="Page not found" noindex />);
    expect(robots()).toHaveLength(1);
    unmount();
    expect(robots()).toHaveLength(0);
  });

  it('is the one title rule: the shell and the remotes agree', () => {
    expect(pageTitle('Careers')).toBe('Careers | CodeCrush');
    expect(pageTitle('CodeCrush — Custom Software, Web & Mobile Development')).toBe(
      'CodeCrush — Custom Software, Web & Mobile Development',
    );
  });
});

describe('usePageMeta during a prerender', () => {
  it('hands the page meta to the collector while rendering', () => {
    const set = jest.fn();
    render(
      <PageMetaCollectorContext.Provider value={{ set }}>
        <Page title="Careers" description="Open roles at CodeCrush" />
      </PageMetaCollectorContext.Provider>,
    );
    expect(set).toHaveBeenCalledWith({ title: 'Careers', description: 'Open roles at CodeCrush' });
  });

  it('hands noindex to the collector too (the prerendered head carries the robots tag)', () => {
    const set = jest.fn();
    render(
      <PageMetaCollectorContext.Provider value={{ set }}>
        <Page title="Page not found" noindex />
      </PageMetaCollectorContext.Provider>,
    );
    expect(set).toHaveBeenCalledWith(expect.objectContaining({ title: 'Page not found', noindex: true }));
  });
});
