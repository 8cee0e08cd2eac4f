import type { IllustrationSpec } from '@codecrush/ui';

/**
 * The designed art of the portfolio (rendered by `npm run images` into src/generated/).
 * Per project: `{id}` (card and introduction: a website in a browser, or phones; unlabelled, so the
 * cards' 4:3 crop loses nothing), `{id}-overview` (the product's domain), `{id}-features` (a product
 * screen) and, where it has one, `{id}-admin`.
 */
export const illustrations = [
  { id: 'projects-banner', motif: 'design', palette: 'ocean', aspect: '16:9' },
  { id: 'case-challenges', motif: 'process', palette: 'slate', aspect: '4:3' },
  { id: 'case-solutions', motif: 'code', palette: 'ocean', aspect: '4:3' },
  { id: 'case-results', motif: 'growth', palette: 'forest', aspect: '4:3' },

  { id: 'comboseek', motif: 'website', palette: 'violet', aspect: '16:9' },
  { id: 'comboseek-overview', motif: 'ai', palette: 'violet', aspect: '4:3' },
  { id: 'comboseek-features', motif: 'website', palette: 'ocean', aspect: '16:9' },
  { id: 'comboseek-admin', motif: 'dashboard', palette: 'violet', aspect: '16:9' },

  { id: 'gohijazweb', motif: 'website', palette: 'forest', aspect: '16:9' },
  { id: 'gohijazweb-overview', motif: 'travel', palette: 'forest', aspect: '4:3' },
  { id: 'gohijazweb-features', motif: 'website', palette: 'ocean', aspect: '16:9' },
  { id: 'gohijazweb-admin', motif: 'dashboard', palette: 'forest', aspect: '16:9' },

  { id: 'gohijazapp', motif: 'mobile', palette: 'forest', aspect: '4:3' },
  { id: 'gohijazapp-overview', motif: 'travel', palette: 'ocean', aspect: '4:3' },
  { id: 'gohijazapp-features', motif: 'phone', palette: 'forest', aspect: '4:3' },

  { id: 'tailorbhai', motif: 'mobile', palette: 'ember', aspect: '4:3' },
  { id: 'tailorbhai-overview', motif: 'design', palette: 'ember', aspect: '4:3' },
  { id: 'tailorbhai-features', motif: 'phone', palette: 'ember', aspect: '4:3' },
  { id: 'tailorbhai-admin', motif: 'dashboard', palette: 'ember', aspect: '16:9' },

  { id: 'xplorepk', motif: 'website', palette: 'ocean', aspect: '16:9' },
  { id: 'xplorepk-overview', motif: 'travel', palette: 'sunset', aspect: '4:3' },
  { id: 'xplorepk-features', motif: 'website', palette: 'forest', aspect: '16:9' },
  { id: 'xplorepk-admin', motif: 'dashboard', palette: 'ocean', aspect: '16:9' },

  { id: 'sms', motif: 'website', palette: 'slate', aspect: '16:9' },
  { id: 'sms-overview', motif: 'education', palette: 'slate', aspect: '4:3' },
  { id: 'sms-features', motif: 'dashboard', palette: 'ocean', aspect: '16:9' },
  { id: 'sms-admin', motif: 'dashboard', palette: 'slate', aspect: '16:9' },

  { id: 'stylemate', motif: 'mobile', palette: 'sunset', aspect: '4:3' },
  { id: 'stylemate-overview', motif: 'design', palette: 'sunset', aspect: '4:3' },
  { id: 'stylemate-features', motif: 'phone', palette: 'sunset', aspect: '4:3' },
  { id: 'stylemate-admin', motif: 'dashboard', palette: 'sunset', aspect: '16:9' },

  { id: 'quranicquotes', motif: 'mobile', palette: 'forest', aspect: '4:3' },
  { id: 'quranicquotes-overview', motif: 'chat', palette: 'forest', aspect: '4:3' },
  { id: 'quranicquotes-features', motif: 'phone', palette: 'slate', aspect: '4:3' },

  { id: 'mathsolver', motif: 'mobile', palette: 'violet', aspect: '4:3' },
  { id: 'mathsolver-overview', motif: 'education', palette: 'violet', aspect: '4:3' },
  { id: 'mathsolver-features', motif: 'phone', palette: 'violet', aspect: '4:3' },

  { id: 'englishmaster', motif: 'mobile', palette: 'sunset', aspect: '4:3' },
  { id: 'englishmaster-overview', motif: 'chat', palette: 'sunset', aspect: '4:3' },
  { id: 'englishmaster-features', motif: 'phone', palette: 'ocean', aspect: '4:3' },

  { id: 'picstudy', motif: 'mobile', palette: 'ember', aspect: '4:3' },
  { id: 'picstudy-overview', motif: 'ai', palette: 'ember', aspect: '4:3' },
  { id: 'picstudy-features', motif: 'phone', palette: 'ember', aspect: '4:3' },

  { id: 'subsmanagment', motif: 'mobile', palette: 'slate', aspect: '4:3' },
  { id: 'subsmanagment-overview', motif: 'data', palette: 'slate', aspect: '4:3' },
  { id: 'subsmanagment-features', motif: 'phone', palette: 'slate', aspect: '4:3' },

  { id: 'islamicmaster', motif: 'mobile', palette: 'forest', aspect: '4:3' },
  { id: 'islamicmaster-overview', motif: 'building', palette: 'forest', aspect: '4:3' },
  { id: 'islamicmaster-features', motif: 'phone', palette: 'forest', aspect: '4:3' },

  { id: 'mcqspro', motif: 'website', palette: 'ocean', aspect: '16:9' },
  { id: 'mcqspro-overview', motif: 'education', palette: 'ocean', aspect: '4:3' },
  { id: 'mcqspro-features', motif: 'website', palette: 'violet', aspect: '16:9' },
  { id: 'mcqspro-admin', motif: 'dashboard', palette: 'ocean', aspect: '16:9' },

  { id: 'leadgen', motif: 'mobile', palette: 'ember', aspect: '4:3' },
  { id: 'leadgen-overview', motif: 'growth', palette: 'ember', aspect: '4:3' },
  { id: 'leadgen-features', motif: 'phone', palette: 'ocean', aspect: '4:3' },
  { id: 'leadgen-admin', motif: 'dashboard', palette: 'ember', aspect: '16:9' },

  { id: 'holytutor', motif: 'website', palette: 'violet', aspect: '16:9' },
  { id: 'holytutor-overview', motif: 'team', palette: 'violet', aspect: '4:3' },
  { id: 'holytutor-features', motif: 'website', palette: 'forest', aspect: '16:9' },
  { id: 'holytutor-admin', motif: 'dashboard', palette: 'violet', aspect: '16:9' },
] as const satisfies readonly IllustrationSpec[];

export type IllustrationId = (typeof illustrations)[number]['id'];
