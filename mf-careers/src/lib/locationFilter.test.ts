import { jobGroups } from '../content/jobGroups';
import { filterGroups, locationChoices, readLocation, writeLocation } from './locationFilter';

describe('location filter', () => {
  it('offers All plus each location, All first', () => {
    expect(locationChoices).toEqual(['All', 'Islamabad', 'Rawalpindi', 'Chakdara', 'Remote']);
  });

  it('reads All when the URL has no or an unknown location', () => {
    expect(readLocation(new URLSearchParams(''))).toBe('All');
    expect(readLocation(new URLSearchParams('location=Lahore'))).toBe('All');
    expect(readLocation(new URLSearchParams('location=islamabad'))).toBe('All');
    expect(readLocation(new URLSearchParams('location=Rawalpindi'))).toBe('Rawalpindi');
  });

  it('writes the location and drops it for All, keeping other parameters', () => {
    const params = new URLSearchParams('utm_source=linkedin');
    expect(writeLocation(params, 'Remote').toString()).toBe('utm_source=linkedin&location=Remote');
    expect(writeLocation(new URLSearchParams('location=Remote&x=1'), 'All').toString()).toBe('x=1');
  });

  it('keeps every group for All, one location’s groups otherwise, none for Chakdara', () => {
    expect(filterGroups(jobGroups, 'All')).toHaveLength(jobGroups.length);
    expect(filterGroups(jobGroups, 'Islamabad').map((group) => group.id)).toEqual(['islamabad-internships']);
    expect(filterGroups(jobGroups, 'Chakdara')).toEqual([]);
  });
});
