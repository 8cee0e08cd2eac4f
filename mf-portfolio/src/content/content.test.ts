import { projectIds } from '@codecrush/contracts';
import type { ResponsiveImage } from '@codecrush/ui';
import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { loadCaseStudy, toProjectId } from './caseStudies';
import { illustrations } from './illustrations';
import type { IllustrationId } from './illustrations';
import { portfolioText } from './portfolioText';
import { cardKey, featuredCards, projectCards } from './projectCards';
import type { CaseStudy } from './types';

const loadAll = () => Promise.all(projectIds.map((id) => loadCaseStudy(id)));

/** Every illustration a case study shows. */
const imagesOf = (study: CaseStudy) => [
  study.introduction.image,
  study.overview.image,
  study.challenge.image,
  study.solutions.image,
  study.results.image,
  study.features.image,
  ...(study.adminDashboard ? [study.adminDashboard.image] : []),
];

/** Every piece of copy of a case study, for the "no placeholder text" check. */
const copyOf = (study: CaseStudy): string[] => [
  ...Object.values(study.meta),
  study.introduction.heading,
  study.introduction.description,
  study.overview.description,
  ...study.challenge.challenges,
  ...study.solutions.solutions,
  ...study.results.results.flatMap((r) => [r.value, r.label]),
  ...study.features.features.flatMap((f) => [f.heading, f.description]),
  ...(study.adminDashboard?.features.flatMap((f) => [f.heading, f.description]) ?? []),
  ...study.technologiesUsed.technologies.flatMap((t) => [t.heading, t.description]),
  study.additionalNotes.description,
  ...study.reviews.flatMap((r) => [r.review, r.name, r.role]),
];

describe('project cards', () => {
  it('are 17, with mathsolver listed twice and 16 distinct ids', () => {
    expect(projectCards).toHaveLength(17);
    expect(new Set(projectCards.map((card) => card.id)).size).toBe(16);
    expect(projectCards.filter((card) => card.id === 'mathsolver')).toHaveLength(2);
  });

  it('have unique keys and unique Know More names', () => {
    expect(new Set(projectCards.map(cardKey)).size).toBe(17);
    const names = projectCards.map((card) => portfolioText.card.knowMoreLabel(card.title, card.projectType));
    expect(new Set(names).size).toBe(17);
  });

  it('use a known project type and an existing image', () => {
    for (const card of projectCards) {
      expect(['Mobile App', 'Website', 'Web App']).toContain(card.projectType);
      expect(illustrationImage(images, card.image)).toBeDefined();
    }
  });

  it('feature comboseek, gohijazweb, tailorbhai and sms on the home page', () => {
    expect(featuredCards.map((card) => card.id)).toEqual(['comboseek', 'gohijazweb', 'tailorbhai', 'sms']);
  });
});

describe('case studies', () => {
  it('exist for every card id and all 16 project ids, each under its own id', async () => {
    const studies = await loadAll();
    expect(studies.map((study) => study.id)).toEqual([...projectIds]);
    for (const card of projectCards) expect(projectIds).toContain(card.id);
  });

  it('use only rendered illustrations, the project’s own one first', async () => {
    const rendered = new Set<ResponsiveImage>(Object.values(images));
    for (const study of await loadAll()) {
      for (const image of imagesOf(study)) expect(rendered.has(image)).toBe(true);
      expect([study.id, study.introduction.image]).toEqual([study.id, images[study.id]]);
    }
  });

  it('use every illustration somewhere (no orphans besides the banner)', async () => {
    const listed: IllustrationId[] = ['projects-banner', ...projectCards.map((card) => card.image)];
    const used = new Set<ResponsiveImage>(listed.map((id) => images[id]));
    for (const study of await loadAll()) imagesOf(study).forEach((image) => used.add(image));
    expect(illustrations.map((i) => i.id).filter((id) => !used.has(images[id]))).toEqual([]);
  });

  it('are web exactly when the project’s first card is a website or web app', async () => {
    for (const study of await loadAll()) {
      const card = projectCards.find((c) => c.id === study.id);
      expect([study.id, study.isWeb]).toEqual([study.id, card?.projectType !== 'Mobile App']);
    }
  });

  it('cover 4, 5 and more than 5 features, and admin dashboards on some projects only', async () => {
    const studies = await loadAll();
    const counts = studies.map((study) => study.features.features.length);
    expect(counts).toEqual(expect.arrayContaining([4, 5]));
    expect(counts.filter((count) => count > 5).length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(4);
    const withAdmin = studies.filter((study) => study.adminDashboard).length;
    expect(withAdmin).toBeGreaterThan(0);
    expect(withAdmin).toBeLessThan(studies.length);
  });

  it('have complete, specific content', async () => {
    for (const study of await loadAll()) {
      expect(study.challenge.challenges.length).toBeGreaterThanOrEqual(3);
      expect(study.solutions.solutions.length).toBeGreaterThanOrEqual(3);
      expect(study.results.results.length).toBeGreaterThanOrEqual(3);
      for (const result of study.results.results) expect(result.value).toMatch(/\d/);
      expect(study.technologiesUsed.technologies.length).toBeGreaterThanOrEqual(3);
      expect(study.reviews.length).toBeGreaterThanOrEqual(2);
      expect(new Set(study.reviews.map((r) => r.name)).size).toBe(study.reviews.length);
      expect(study.meta.description.length).toBeLessThanOrEqual(170);
      expect(study.introduction.projectLink).toMatch(/^https:\/\//);
      for (const text of copyOf(study)) {
        expect(text.trim().length).toBeGreaterThan(0);
        expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|xxx/i);
      }
    }
  });

  it('carry the published sample claims', async () => {
    const all = (await loadAll()).flatMap((study) => study.results.results.map((r) => `${r.value} ${r.label}`));
    for (const claim of ['3,500+', '85%', '4.8/5', '50,000+', '120%', '100+', '4.9/5'])
      expect(all.some((text) => text.includes(claim))).toBe(true);
  });

  it('are found only by their exact id', () => {
    expect(toProjectId('comboseek')).toBe('comboseek');
    expect(toProjectId('ComboSeek')).toBeUndefined();
    expect(toProjectId('nope')).toBeUndefined();
    expect(toProjectId(undefined)).toBeUndefined();
  });

  it('load once per id (the same promise each time)', () => {
    expect(loadCaseStudy('sms')).toBe(loadCaseStudy('sms'));
  });
});

describe('illustrations', () => {
  it.each(illustrations.map((i) => i.id))('%s is rendered with its dimensions and AVIF/WebP sources', (id) => {
    const image = illustrationImage(images, id);
    expect(image?.width).toBeGreaterThan(0);
    expect(image?.height).toBeGreaterThan(0);
    expect(image?.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  });
});
