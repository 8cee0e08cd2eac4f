import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@codecrush/composition/test';
import { Route, Routes, useLocation } from '@codecrush/ui/router';
import { paths } from '@codecrush/contracts';
import CareersPage from './CareersPage';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderCareers(route: string = paths.careers) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={paths.careers} element={<CareersPage />} />
        <Route path={paths.jobApply} element={<h1>Job application</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const positions = () => screen.getByRole('region', { name: 'Open Positions' });
const groupTitles = () =>
  within(positions())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const filterButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by location' })).getByRole('button', { name });

describe('CareersPage', () => {
  it('shows the banner, the three values and every group under All (the default)', () => {
    renderCareers();
    expect(screen.getByRole('heading', { level: 1, name: 'Careers at CodeCrush' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'What We Value' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['People First', 'Always Growing', 'Accessible']);
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Islamabad', 'Rawalpindi', 'Chakdara', 'Remote']) {
      expect(filterButton(name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(groupTitles()).toEqual([
      'Internship Openings in Islamabad',
      'Internship Openings in Rawalpindi',
      'Remote Internship Openings',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('4 openings found');
  });

  it('filters by one location, keeps it in the URL, and back to All drops the parameter', async () => {
    const user = userEvent.setup();
    renderCareers();
    await user.click(filterButton('Islamabad'));
    expect(filterButton('Islamabad')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(groupTitles()).toEqual(['Internship Openings in Islamabad']);
    const group = screen.getByRole('article', { name: 'Internship Openings in Islamabad' });
    expect(within(group).getByRole('heading', { level: 4, name: 'Web Development Intern' })).toBeInTheDocument();
    expect(within(group).getByText('Intern')).toBeInTheDocument();
    expect(within(group).getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 opening found');
    expect(screen.getByTestId('location')).toHaveTextContent('/careers?location=Islamabad');

    await user.click(filterButton('All'));
    expect(groupTitles()).toHaveLength(3);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/careers$/);
  });

  it('shows the empty state for a location without openings, and Show all locations resets', async () => {
    const user = userEvent.setup();
    renderCareers();
    await user.click(filterButton('Chakdara'));
    expect(groupTitles()).toEqual([]);
    expect(screen.getByText('There are no open positions in Chakdara right now.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 openings found');

    await user.click(screen.getByRole('button', { name: 'Show all locations' }));
    expect(groupTitles()).toHaveLength(3);
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens filtered from a shared address, and All for an unknown location', () => {
    const { unmount } = renderCareers('/careers?location=Remote');
    expect(groupTitles()).toEqual(['Remote Internship Openings']);
    expect(filterButton('Remote')).toHaveAttribute('aria-pressed', 'true');
    unmount();
    renderCareers('/careers?location=Lahore');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(groupTitles()).toHaveLength(3);
  });

  it('goes to /careers/apply when a group is clicked', async () => {
    const user = userEvent.setup();
    renderCareers();
    await user.click(screen.getByRole('link', { name: 'Internship Openings in Islamabad' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/careers\/apply$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Job application' })).toBeInTheDocument();
  });
});
