import { illustrationImage } from '@codecrush/ui/images';
import { images } from '../generated/images';
import { illustrations } from './illustrations';

describe('illustrations', () => {
  it('have unique ids', () => {
    expect(new Set(illustrations.map((i) => i.id)).size).toBe(illustrations.length);
  });

  it.each(illustrations.map((i) => i.id))('%s is rendered with its dimensions and AVIF/WebP sources', (id) => {
    const image = illustrationImage(images, id);
    expect(image?.width).toBeGreaterThan(0);
    expect(image?.height).toBeGreaterThan(0);
    expect(image?.sources.map((source) => source.type)).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
  });

  it('returns nothing for an unknown id', () => {
    expect(illustrationImage(images, 'nope')).toBeUndefined();
  });
});
