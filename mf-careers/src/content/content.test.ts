import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { illustrations } from './illustrations';
import { internship } from './internship';
import { jobGroups } from './jobGroups';
import { pageIntros } from './pageIntros';
import { jobLocations } from './types';
import { values } from './values';

describe('careers content', () => {
  it('has the one group: Internship Openings in Islamabad with Web Development Intern (Intern, Full-time)', () => {
    const islamabad = jobGroups.find((group) => group.location === 'Islamabad');
    expect(islamabad?.category).toBe('Internship Openings');
    expect(islamabad?.roles).toEqual([
      expect.objectContaining({ title: 'Web Development Intern', category: 'Intern', type: 'Full-time' }),
    ]);
  });

  it('has unique group ids, openings in at least two locations and one location without any', () => {
    expect(new Set(jobGroups.map((group) => group.id)).size).toBe(jobGroups.length);
    const withOpenings = new Set<string>(jobGroups.map((group) => group.location));
    expect(withOpenings.size).toBeGreaterThanOrEqual(2);
    expect(jobLocations.some((location) => !withOpenings.has(location))).toBe(true);
    for (const group of jobGroups) expect(group.roles.length).toBeGreaterThan(0);
  });

  it('has three values and every list of the job page filled', () => {
    expect(values.map((value) => value.id)).toEqual(['people-first', 'always-growing', 'accessible']);
    expect(internship.lists.map((list) => list.id)).toEqual(['responsibilities', 'requirements', 'benefits']);
    for (const list of internship.lists) expect(list.items.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps meta descriptions within 160 characters', () => {
    for (const intro of Object.values(pageIntros)) expect(intro.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it.each(illustrations.map((i) => i.id))('illustration %s is rendered with its size and AVIF/WebP sources', (id) => {
    const image = illustrationImage(images, id);
    expect(image.width).toBeGreaterThan(0);
    expect(image.height).toBeGreaterThan(0);
    expect(image.sources.map((source) => source.type)).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
  });
});
