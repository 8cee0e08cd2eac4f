import { shareUrl } from './shareUrls';

const page = 'https://codecrush.example/view-blog/1?ref=a&b=c#top';
const encoded = encodeURIComponent(page);

describe('shareUrl', () => {
  it('builds the X intent with the encoded address', () => {
    expect(shareUrl('x', page)).toBe(`https://twitter.com/intent/tweet?url=${encoded}`);
  });

  it('builds the Facebook sharer link', () => {
    expect(shareUrl('facebook', page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
  });

  it('builds the LinkedIn share-offsite link', () => {
    expect(shareUrl('linkedin', page)).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
  });

  it('encodes every reserved character of the address', () => {
    expect(shareUrl('x', page)).not.toContain('&b=c');
    expect(encoded).toContain('%3A%2F%2F');
  });
});
