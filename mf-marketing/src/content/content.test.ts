import type { ResponsiveImage } from '@codecrush/ui';
import { industryIds, industryNames, researchIds, researchNames, serviceIds, serviceNames } from '@codecrush/contracts';
import { images } from '../generated/images';
import { about } from './about';
import { executives } from './executives';
import { galleryPhotos } from './gallery';
import { loadIndustry } from './industries';
import { illustrations } from './illustrations';
import { loadResearch } from './research';
import { loadService } from './services';
import { members } from './team';
import type { Industry, ResearchService, ServiceDetail } from './types';

const loadAll = async () => ({
  services: await Promise.all(serviceIds.map((id) => loadService(id))),
  industries: await Promise.all(industryIds.map((id) => loadIndustry(id))),
  research: await Promise.all(researchIds.map((id) => loadResearch(id))),
});

describe('catalogue content', () => {
  it('has an entry for each of the 9 service, 6 industry and 9 R&D ids, under its own id and name', async () => {
    const { services, industries, research } = await loadAll();
    expect(services.map((s) => s.id)).toEqual([...serviceIds]);
    expect(industries.map((i) => i.id)).toEqual([...industryIds]);
    expect(research.map((r) => r.id)).toEqual([...researchIds]);
    expect([services.length, industries.length, research.length]).toEqual([9, 6, 9]);
    // The navigation's names (contracts) and the pages' h1 agree.
    for (const s of services) expect(s.title).toBe(serviceNames[s.id]);
    for (const i of industries) expect(i.title).toBe(industryNames[i.id]);
    for (const r of research) expect(r.title).toBe(researchNames[r.id]);
  });

  it('gives every service an about text, a how-we-follow heading and a timeline of at least 5 steps', async () => {
    const { services } = await loadAll();
    for (const service of services as ServiceDetail[]) {
      expect(service.aboutService.length).toBeGreaterThanOrEqual(2);
      expect(service.howWeFollow).toMatch(/\S/);
      expect(service.steps.length).toBeGreaterThanOrEqual(5);
      expect(service.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it('gives every industry at least 4 feature rows', async () => {
    const { industries } = await loadAll();
    for (const industry of industries as Industry[]) {
      expect(industry.features.length).toBeGreaterThanOrEqual(4);
      expect(industry.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it('exercises both R&D grid widths and both application-area headings', async () => {
    const { research } = await loadAll();
    const entries = research as ResearchService[];
    expect(entries.filter((r) => r.features.length === 8).map((r) => r.id)).toEqual(['ai']);
    expect(entries.some((r) => r.features.length !== 8)).toBe(true);
    const headings = new Set(entries.map((r) => r.applicationAreas?.heading));
    expect(headings).toEqual(new Set(['Applications Areas', 'Our Services Include', undefined]));
    for (const r of entries) {
      expect(r.steps.length).toBeGreaterThanOrEqual(4);
      expect(r.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('about, team and gallery content', () => {
  it('has the four values, four capabilities, 3 mission points and 4 objectives', () => {
    expect(about.whyChoose.values.map((v) => v.title)).toEqual([
      'Innovation First',
      'Deep Expertise',
      'Client-Centric',
      'Future Vision',
    ]);
    expect(about.capabilities.items.map((c) => c.title)).toEqual([
      'AI Solutions',
      'Web Development',
      'Mobile Apps',
      'Cloud Services',
    ]);
    expect(about.mission.points).toHaveLength(3);
    expect(about.objectives.points).toHaveLength(4);
    const objectives = about.objectives.points.join(' ');
    for (const phrase of ['100% client satisfaction', 'AI revolution', 'global presence']) {
      expect(objectives).toContain(phrase);
    }
    expect(about.vision.heading).toContain('largest and most innovative IT development company by 2030');
    expect(about.vision.actions).toEqual([
      { label: 'Partner With Us', to: '/remote-resources' },
      { label: 'View Careers', to: '/careers' },
    ]);
  });

  it('has 3 executives (CEO, CTO, CFO) and 17 members, all with unique names', () => {
    expect(executives).toHaveLength(3);
    expect(executives.map((e) => e.role)).toEqual([
      expect.stringContaining('Chief Executive Officer'),
      expect.stringContaining('Chief Technology Officer'),
      expect.stringContaining('Chief Financial Officer'),
    ]);
    expect(members).toHaveLength(17);
    const names = [...executives, ...members].map((p) => p.name);
    expect(new Set(names).size).toBe(20);
    const photos = [...executives.map((e) => e.imageUrl), ...members.map((m) => m.image)];
    expect(new Set(photos).size).toBe(20);
  });

  it('has a gallery of eight entries in which some images repeat', () => {
    expect(galleryPhotos).toHaveLength(8);
    expect(new Set(galleryPhotos.map((p) => p.image)).size).toBeLessThan(8);
    expect(new Set(galleryPhotos.map((p) => p.alt)).size).toBe(8);
  });
});

describe('images', () => {
  it('renders every illustration with its size and AVIF/WebP sources', () => {
    expect(Object.keys(images)).toEqual(illustrations.map((i) => i.id));
    for (const image of Object.values(images) as ResponsiveImage[]) {
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    }
  });

  it('uses only images of the generated set in the content', async () => {
    const { services, industries, research } = await loadAll();
    const referenced: ResponsiveImage[] = [
      about.heroImage,
      about.ceoMessage.photo,
      about.vision.image,
      ...services.flatMap((s) => [s.bannerImage, ...s.steps.map((step) => step.image)]),
      ...industries.flatMap((i) => [i.bannerImage, ...i.features.map((f) => f.image)]),
      ...research.flatMap((r) => [
        r.bannerImage,
        ...r.features.map((f) => f.image),
        ...r.steps.map((step) => step.image),
      ]),
      ...executives.map((e) => e.imageUrl),
      ...members.map((m) => m.image),
      ...galleryPhotos.map((p) => p.image),
    ];
    const generated = new Set<ResponsiveImage>(Object.values(images));
    const missing = referenced.filter((image) => !generated.has(image));
    expect(missing).toEqual([]);
    expect(referenced.length).toBeGreaterThan(100);
  });
});
