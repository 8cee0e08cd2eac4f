import { act, screen, within } from '@testing-library/react';
import { Star } from 'lucide-react';
import { renderWithProviders } from '@codecrush/composition/test';
import { loadCaseStudy } from '../content/caseStudies';
import type { CaseStudy, Feature } from '../content/types';
import { CaseStudyView } from './CaseStudyView';
import { FeaturesSection } from './FeaturesSection';

const featuresOf = (n: number): Feature[] =>
  Array.from({ length: n }, (_, i) => ({
    icon: Star,
    heading: `Feature ${i + 1}`,
    description: `What ${i + 1} does`,
  }));

const withFeatures = (study: CaseStudy, n: number): CaseStudy => ({
  ...study,
  features: { ...study.features, features: featuresOf(n) },
});

const sectionOrder = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-section]')).map((el) => el.getAttribute('data-section'));

async function renderView(study: CaseStudy) {
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<CaseStudyView study={study} />);
  });
  return result as ReturnType<typeof renderWithProviders>;
}

describe('FeaturesSection', () => {
  it.each([
    [4, 4, 0],
    [5, 5, 0],
    [6, 5, 1],
    [9, 5, 4],
  ])('%i features: %i in the left list, %i under the image', async (n, left, under) => {
    const study = withFeatures(await loadCaseStudy('comboseek'), n);
    renderWithProviders(<FeaturesSection study={study} name="ComboSeek" />);
    const section = screen.getByRole('region', { name: study.features.heading });
    const lists = within(section).getAllByRole('list');
    expect(within(lists[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(left);
    const more = within(section).queryByRole('list', { name: 'More features' });
    if (under === 0) expect(more).not.toBeInTheDocument();
    else expect(within(more as HTMLElement).getAllByRole('listitem')).toHaveLength(under);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(featuresOf(n).map((f) => f.heading));
    // The image sits in the right column, above the second list.
    const image = within(section).getByRole('img');
    if (more) expect(image.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('switches the layout between web screenshots and phone frames', async () => {
    const web = await loadCaseStudy('comboseek');
    const { container, unmount } = renderWithProviders(<FeaturesSection study={web} name="ComboSeek" />);
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'web');
    expect(container.querySelector('source')).toHaveAttribute('sizes', '(max-width: 1023px) 100vw, 700px');
    unmount();
    const mobile = await loadCaseStudy('tailorbhai');
    const { container: other } = renderWithProviders(<FeaturesSection study={mobile} name="TailorBhai" />);
    expect(other.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'mobile');
    expect(other.querySelector('source')).toHaveAttribute('sizes', '(max-width: 1023px) 100vw, 480px');
  });
});

describe('CaseStudyView', () => {
  it('renders the ten sections in their fixed order when the project has an admin dashboard', async () => {
    const study = await loadCaseStudy('sms');
    const { container } = await renderView(study);
    expect(sectionOrder(container)).toEqual([
      'introduction',
      'overview',
      'challenges',
      'solutions',
      'results',
      'features',
      'admin-dashboard',
      'technologies',
      'additional-notes',
      'reviews',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: study.introduction.heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it('leaves the admin dashboard out when the project has none', async () => {
    const study = await loadCaseStudy('quranicquotes');
    expect(study).not.toHaveProperty('adminDashboard');
    const { container } = await renderView(study);
    expect(sectionOrder(container)).not.toContain('admin-dashboard');
    expect(sectionOrder(container)).toHaveLength(9);
  });

  it('shows the introduction: description, eager image and the project link in a new tab', async () => {
    const study = await loadCaseStudy('holytutor');
    await renderView(study);
    expect(screen.getByText(study.introduction.description)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Visit the project (opens in a new tab)' });
    expect(link).toHaveAttribute('href', study.introduction.projectLink);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const images = screen.getAllByRole('img', { name: /of HolyTutor/ });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('lists results, technologies and notes, and reads stars out as “5 out of 5 stars”', async () => {
    const study = await loadCaseStudy('holytutor');
    await renderView(study);
    for (const result of study.results.results) expect(screen.getByText(result.value)).toBeInTheDocument();
    const tech = screen.getByRole('region', { name: study.technologiesUsed.heading });
    expect(within(tech).getAllByRole('heading', { level: 3 })).toHaveLength(study.technologiesUsed.technologies.length);
    // Each logo's URL reaches its mask through the element's style, so every logo shares one class.
    const logos = [...tech.querySelectorAll<HTMLElement>('[data-logo]')];
    expect(logos.map((logo) => logo.style.getPropertyValue('--logo'))).toEqual(
      study.technologiesUsed.technologies.map((technology) => `url("${technology.image}")`),
    );
    expect(new Set(logos.map((logo) => logo.className)).size).toBe(1);
    expect(screen.getByText(study.additionalNotes.description)).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'What Our Clients Say' });
    expect(within(reviews).getAllByRole('img', { name: '5 out of 5 stars' }).length).toBeGreaterThan(0);
    expect(document.title).toBe(`${study.meta.title} | CodeCrush`);
  });
});
