import type { IllustrationSpec } from '@codecrush/ui';

/** The designed illustrations of the marketing remote (rendered by `npm run images` into src/generated/). */
export const illustrations = [
  // ── Home page ───────────────────────────────────────────────────────────────
  // Hero slides: the vision art (4:3) and the backdrop behind the text (16:9).
  { id: 'home-hero-1', motif: 'code', palette: 'ocean', aspect: '4:3', label: 'Custom Software' },
  { id: 'home-hero-1-bg', motif: 'backdrop', palette: 'ocean', aspect: '16:9' },
  { id: 'home-hero-2', motif: 'cloud', palette: 'violet', aspect: '4:3', label: 'Web Applications' },
  { id: 'home-hero-2-bg', motif: 'backdrop', palette: 'violet', aspect: '16:9' },
  { id: 'home-hero-3', motif: 'mobile', palette: 'sunset', aspect: '4:3', label: 'Mobile Apps' },
  { id: 'home-hero-3-bg', motif: 'backdrop', palette: 'sunset', aspect: '16:9' },
  { id: 'home-hero-4', motif: 'design', palette: 'forest', aspect: '4:3', label: 'UI/UX Design' },
  { id: 'home-hero-4-bg', motif: 'backdrop', palette: 'forest', aspect: '16:9' },
  { id: 'home-hero-5', motif: 'growth', palette: 'ember', aspect: '4:3', label: 'Digital Marketing' },
  { id: 'home-hero-5-bg', motif: 'backdrop', palette: 'ember', aspect: '16:9' },
  { id: 'home-hero-6', motif: 'ecommerce', palette: 'ocean', aspect: '4:3', label: 'E-commerce' },
  { id: 'home-hero-6-bg', motif: 'backdrop', palette: 'ocean', aspect: '16:9' },
  { id: 'home-hero-7', motif: 'security', palette: 'slate', aspect: '4:3', label: 'Cybersecurity' },
  { id: 'home-hero-7-bg', motif: 'backdrop', palette: 'slate', aspect: '16:9' },
  { id: 'home-hero-8', motif: 'ai', palette: 'violet', aspect: '4:3', label: 'AI & Machine Learning' },
  { id: 'home-hero-8-bg', motif: 'backdrop', palette: 'violet', aspect: '16:9' },
  // Service, research and industry cards.
  { id: 'home-service-app', motif: 'mobile', palette: 'sunset', aspect: '4:3' },
  { id: 'home-service-web', motif: 'code', palette: 'ocean', aspect: '4:3' },
  { id: 'home-service-uiux', motif: 'design', palette: 'violet', aspect: '4:3' },
  { id: 'home-service-marketing', motif: 'growth', palette: 'ember', aspect: '4:3' },
  { id: 'home-research-ai', motif: 'ai', palette: 'violet', aspect: '4:3' },
  { id: 'home-research-ml', motif: 'data', palette: 'ocean', aspect: '4:3' },
  { id: 'home-research-nlp', motif: 'chat', palette: 'forest', aspect: '4:3' },
  { id: 'home-research-blockchain', motif: 'security', palette: 'slate', aspect: '4:3' },
  { id: 'home-industry-travel', motif: 'travel', palette: 'ocean', aspect: '4:3' },
  { id: 'home-industry-healthcare', motif: 'health', palette: 'sunset', aspect: '4:3' },
  { id: 'home-industry-education', motif: 'education', palette: 'forest', aspect: '4:3' },
  { id: 'home-industry-retail', motif: 'ecommerce', palette: 'ember', aspect: '4:3' },
  // Leadership portraits.
  { id: 'home-leader-ceo', motif: 'portrait', palette: 'ocean', aspect: '3:4' },
  { id: 'home-leader-cto', motif: 'portrait', palette: 'violet', aspect: '3:4' },
  { id: 'home-leader-cfo', motif: 'portrait', palette: 'forest', aspect: '3:4' },
  // Events.
  { id: 'home-event-hackathon', motif: 'code', palette: 'sunset', aspect: '4:3', label: 'Hackathon Heroes' },
  { id: 'home-event-tech-talks', motif: 'chat', palette: 'ocean', aspect: '4:3', label: 'Tech Talks' },
  { id: 'home-event-retreat', motif: 'travel', palette: 'forest', aspect: '4:3', label: 'Annual Team Retreat' },
  { id: 'home-event-career-fair', motif: 'team', palette: 'ember', aspect: '4:3', label: 'Career Fair' },

  // ─────────────────────────────────────────────────────────────────────────────
  // (keep this spacer: home entries go above it, the other pages' entries below)
  // ─────────────────────────────────────────────────────────────────────────────

  // ── About, services, industries, R&D, team, gallery ────────────────────────
  { id: 'about-hero', motif: 'team', palette: 'violet', aspect: '16:9', label: 'About CodeCrush' },
] as const satisfies readonly IllustrationSpec[];

export type IllustrationId = (typeof illustrations)[number]['id'];
