// TEMPORARY stub written by the blog engineer until `npm run images` exists; the generator overwrites this file.
import type { ResponsiveImage } from '@codecrush/ui';

const stub = (id: string): ResponsiveImage => ({ src: `/stub/${id}.webp`, width: 1600, height: 900, sources: [] });

export const images = {
  'blog-1': stub('blog-1'),
  'blog-2': stub('blog-2'),
  'blog-3': stub('blog-3'),
  'blog-4': stub('blog-4'),
  'blog-5': stub('blog-5'),
  'blog-6': stub('blog-6'),
  'blog-banner': stub('blog-banner'),
} as const satisfies Record<string, ResponsiveImage>;
