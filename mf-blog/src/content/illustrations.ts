import type { IllustrationSpec } from '@codecrush/ui';

/** The designed illustrations of the blog (rendered by `npm run images` into src/generated/). */
export const illustrations = [
  { id: 'blog-1', motif: 'process', palette: 'ocean', aspect: '16:9', label: 'Development Process' },
  { id: 'blog-2', motif: 'code', palette: 'violet', aspect: '16:9', label: 'Custom Software' },
  { id: 'blog-3', motif: 'ai', palette: 'sunset', aspect: '16:9', label: 'Artificial Intelligence' },
  { id: 'blog-4', motif: 'growth', palette: 'forest', aspect: '16:9', label: 'Business Growth' },
  { id: 'blog-5', motif: 'team', palette: 'ember', aspect: '16:9', label: 'The Right Partner' },
  { id: 'blog-6', motif: 'mobile', palette: 'slate', aspect: '16:9', label: 'Mobile Apps' },
  { id: 'blog-banner', motif: 'data', palette: 'ocean', aspect: '16:9' },
] as const satisfies readonly IllustrationSpec[];
