import { illustrationImage } from './illustrationImage';
import type { ResponsiveImage } from './types';

const banner: ResponsiveImage = { src: '/banner.webp', width: 800, height: 400, sources: [] };
const images = { banner };

describe('illustrationImage', () => {
  it('finds an id of the table', () => {
    expect(illustrationImage(images, 'banner')).toBe(banner);
  });

  it('is undefined for any other string, inherited names included', () => {
    expect(illustrationImage(images, 'nope')).toBeUndefined();
    expect(illustrationImage(images, 'toString')).toBeUndefined();
  });
});
