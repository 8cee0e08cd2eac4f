import type { ShareTarget } from '../content/share';

const builders: Record<ShareTarget, (encodedUrl: string) => string> = {
  x: (u) => `https://twitter.com/intent/tweet?url=${u}`,
  facebook: (u) => `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  linkedin: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
};

/** The share link of a target, carrying the page address encoded with encodeURIComponent. */
export function shareUrl(target: ShareTarget, pageUrl: string): string {
  return builders[target](encodeURIComponent(pageUrl));
}
