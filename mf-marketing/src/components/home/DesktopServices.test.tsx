import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@codecrush/composition/test';
import { serviceSections } from '../../content/home/serviceSections';
import { DesktopServices } from './DesktopServices';

const previous = () => screen.queryByRole('button', { name: 'Previous page' });
const next = () => screen.queryByRole('button', { name: 'Next page' });
const currentPage = () => document.querySelector<HTMLElement>('section:not([inert])');

describe('DesktopServices', () => {
  it('pages through Services, Research and Industries with prev/next hidden at the ends', async () => {
    renderWithProviders(<DesktopServices sections={serviceSections} />);
    // First page: counter at 1, no previous button.
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous()).toBeNull();
    expect(next()).toBeVisible();
    expect(within(currentPage()!).getByRole('heading', { level: 3 })).toHaveTextContent('Services');

    // Middle page: both buttons.
    await act(async () => next()!.click());
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(previous()).toBeVisible();
    expect(next()).toBeVisible();
    expect(within(currentPage()!).getByRole('heading', { level: 3 })).toHaveTextContent('Research');

    // Last page: no next button; keyboard focus moved to previous.
    next()!.focus();
    await act(async () => next()!.click());
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next()).toBeNull();
    expect(previous()).toHaveFocus();
    expect(within(currentPage()!).getByRole('heading', { level: 3 })).toHaveTextContent('Industries');

    await act(async () => previous()!.click());
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('keeps every card link in the markup, the other pages inert', () => {
    renderWithProviders(<DesktopServices sections={serviceSections} />);
    const links = document.querySelectorAll('a[href]');
    expect(links).toHaveLength(12);
    expect(document.querySelectorAll('section[inert]')).toHaveLength(2);
  });
});
