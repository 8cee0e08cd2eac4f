import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from '@codecrush/ui/router';
import { usePageChange } from './usePageChange';

/** A page that sets its own title, as a page about one item does (after the route's title). */
function ArticlePage() {
  useEffect(() => {
    document.title = 'One article | CodeCrush';
  }, []);
  return <h1>One article</h1>;
}

function PageChange({ title, mainId }: { title: string; mainId: string }) {
  usePageChange(mainId, title);
  return null;
}

/** The shell's layout in small: links outside main, the matched page inside it. */
function Site({ title, mainId = 'main', tracking = true }: { title: string; mainId?: string; tracking?: boolean }) {
  return (
    <>
      {tracking && <PageChange title={title} mainId={mainId} />}
      <nav>
        <Link to="/">Home</Link>
        <Link to="/blog/one">Article</Link>
        <Link to="/remote">Remote</Link>
      </nav>
      <main id="main">
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/blog/one" element={<ArticlePage />} />
          {/* A remote page: its heading comes later, inside the slot, from its own render. */}
          <Route path="/remote" element={<div data-testid="slot" />} />
        </Routes>
      </main>
    </>
  );
}

const renderSite = (title = 'Home', mainId?: string) =>
  render(
    <MemoryRouter>
      <Site title={title} mainId={mainId} />
    </MemoryRouter>,
  );

/** Puts a heading (deep) into the remote page's slot, as the remote's own render would. */
const showRemoteHeading = (text: string, tabIndex?: string) =>
  act(async () => {
    const section = document.createElement('section');
    const heading = document.createElement('h1');
    heading.textContent = text;
    if (tabIndex !== undefined) heading.setAttribute('tabindex', tabIndex);
    section.append(heading);
    screen.getByTestId('slot').append(section);
  });

describe('usePageChange', () => {
  let scrollTo: jest.SpyInstance;
  let focus: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    focus = jest.spyOn(HTMLElement.prototype, 'focus');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('leaves the first load alone: no scroll and no focus move, but the route title', () => {
    renderSite('Home');
    expect(document.title).toBe('Home | CodeCrush');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(focus).not.toHaveBeenCalledWith({ preventScroll: true });
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
  });

  it('on a page change scrolls to the top at once and moves focus to the new heading without scrolling', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Article' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    const heading = screen.getByRole('heading', { name: 'One article' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
  });

  it('keeps a heading’s own tabindex', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Remote' }));
    await showRemoteHeading('Remote page', '0');
    const heading = screen.getByRole('heading', { name: 'Remote page' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '0');
  });

  it('sets the route title on each page change, and a page’s own title wins over it', async () => {
    const { rerender } = renderSite('Home');
    await userEvent.click(screen.getByRole('link', { name: 'Article' }));
    expect(document.title).toBe('One article | CodeCrush');
    // Same route title, another page: the article's title must not stay.
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(document.title).toBe('Home | CodeCrush');
    rerender(
      <MemoryRouter>
        <Site title="Services" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Services | CodeCrush');
  });

  it('waits for a remote page’s heading, past other content, then lets the visitor move on', async () => {
    renderSite();
    const link = screen.getByRole('link', { name: 'Remote' });
    await userEvent.click(link);
    await act(async () => {
      screen.getByTestId('slot').append(document.createElement('p'));
    });
    expect(focus).not.toHaveBeenCalledWith({ preventScroll: true });
    await showRemoteHeading('Remote page');
    expect(screen.getByRole('heading', { name: 'Remote page' })).toHaveFocus();
    // Once focused, later changes in the page do not pull focus back to the heading.
    act(() => link.focus());
    await showRemoteHeading('Another heading');
    expect(link).toHaveFocus();
  });

  it('gives up waiting for a heading after ten seconds', async () => {
    jest.useFakeTimers();
    renderSite();
    act(() => screen.getByRole('link', { name: 'Remote' }).click());
    act(() => jest.advanceTimersByTime(9_999));
    await showRemoteHeading('In time');
    expect(screen.getByRole('heading', { name: 'In time' })).toHaveFocus();

    act(() => screen.getByRole('link', { name: 'Home' }).click());
    act(() => screen.getByRole('link', { name: 'Remote' }).click());
    act(() => jest.advanceTimersByTime(10_000));
    await showRemoteHeading('Too late');
    expect(screen.getByRole('heading', { name: 'Too late' })).not.toHaveFocus();
  });

  it('stops waiting for a heading when it goes away', async () => {
    const { rerender } = renderSite();
    await userEvent.click(screen.getByRole('link', { name: 'Remote' }));
    rerender(
      <MemoryRouter>
        <Site title="Home" tracking={false} />
      </MemoryRouter>,
    );
    await showRemoteHeading('Remote page');
    expect(screen.getByRole('heading', { name: 'Remote page' })).not.toHaveFocus();
    expect(focus).not.toHaveBeenCalledWith({ preventScroll: true });
  });

  it('does nothing but scroll when there is no main element', async () => {
    renderSite('Home', 'nowhere');
    await userEvent.click(screen.getByRole('link', { name: 'Article' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'One article' })).not.toHaveFocus();
  });
});
