import { render } from '@testing-library/react';
import { PageMetaCollectorContext, pageTitle, usePageMeta } from './usePageMeta';

function Page({ title, description }: { title: string; description?: string }) {
  usePageMeta({ title, description });
  return null;
}

describe('usePageMeta', () => {
  it('sets the title with the site name and the meta description', () => {
    render(<Page title="Blog" description="Articles from CodeCrush" />);
    expect(document.title).toBe('Blog | CodeCrush');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Articles from CodeCrush',
    );
  });

  it('does not repeat the site name on the home page', () => {
    render(<Page title="CodeCrush" />);
    expect(document.title).toBe('CodeCrush');
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
});
