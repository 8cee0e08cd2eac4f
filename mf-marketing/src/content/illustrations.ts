import type { IllustrationSpec } from '@codecrush/ui';

/** The designed illustrations of the marketing remote (rendered by `npm run images` into src/generated/). */
export const illustrations = [
  // ── Home page ───────────────────────────────────────────────────────────────
  { id: 'home-hero-1', motif: 'code', palette: 'ocean', aspect: '16:9', label: 'Custom Software' },

  // ─────────────────────────────────────────────────────────────────────────────
  // (keep this spacer: home entries go above it, the other pages' entries below)
  // ─────────────────────────────────────────────────────────────────────────────

  // ── About, services, industries, R&D, team, gallery ────────────────────────
  { id: 'about-hero', motif: 'team', palette: 'violet', aspect: '16:9' },
  { id: 'about-vision', motif: 'growth', palette: 'ocean', aspect: '4:3', label: 'Vision 2030' },
  // Service banners
  { id: 'svc-web', motif: 'code', palette: 'ocean', aspect: '16:9' },
  { id: 'svc-app', motif: 'mobile', palette: 'violet', aspect: '16:9' },
  { id: 'svc-technicalservices', motif: 'cloud', palette: 'slate', aspect: '16:9' },
  { id: 'svc-uiux', motif: 'design', palette: 'sunset', aspect: '16:9' },
  { id: 'svc-marketing', motif: 'growth', palette: 'ember', aspect: '16:9' },
  { id: 'svc-ecommercesolution', motif: 'ecommerce', palette: 'forest', aspect: '16:9' },
  { id: 'svc-itconsulting', motif: 'process', palette: 'ocean', aspect: '16:9' },
  { id: 'svc-cms', motif: 'data', palette: 'violet', aspect: '16:9' },
  { id: 'svc-cybersecurity', motif: 'security', palette: 'slate', aspect: '16:9' },
  // Industry banners
  { id: 'ind-travel', motif: 'travel', palette: 'ocean', aspect: '16:9' },
  { id: 'ind-healthcare', motif: 'health', palette: 'forest', aspect: '16:9' },
  { id: 'ind-realstate', motif: 'building', palette: 'slate', aspect: '16:9' },
  { id: 'ind-retail', motif: 'ecommerce', palette: 'sunset', aspect: '16:9' },
  { id: 'ind-education', motif: 'education', palette: 'violet', aspect: '16:9' },
  { id: 'ind-booking', motif: 'chat', palette: 'ember', aspect: '16:9' },
  // Research and development banners
  { id: 'rd-ml', motif: 'data', palette: 'ocean', aspect: '16:9' },
  { id: 'rd-quantumcomputing', motif: 'ai', palette: 'violet', aspect: '16:9' },
  { id: 'rd-edgecomputing', motif: 'cloud', palette: 'forest', aspect: '16:9' },
  { id: 'rd-ai', motif: 'ai', palette: 'sunset', aspect: '16:9' },
  { id: 'rd-blockchain', motif: 'security', palette: 'ember', aspect: '16:9' },
  { id: 'rd-iot', motif: 'mobile', palette: 'slate', aspect: '16:9' },
  { id: 'rd-nlp', motif: 'chat', palette: 'violet', aspect: '16:9' },
  { id: 'rd-rpa', motif: 'process', palette: 'forest', aspect: '16:9' },
  { id: 'rd-cybersecurity', motif: 'security', palette: 'ocean', aspect: '16:9' },
  // Step, feature and capability art shared by the detail pages
  { id: 'art-discovery', motif: 'chat', palette: 'ocean', aspect: '4:3', label: 'Discovery' },
  { id: 'art-planning', motif: 'process', palette: 'violet', aspect: '4:3', label: 'Planning' },
  { id: 'art-design', motif: 'design', palette: 'sunset', aspect: '4:3', label: 'Design' },
  { id: 'art-build', motif: 'code', palette: 'slate', aspect: '4:3', label: 'Development' },
  { id: 'art-mobile', motif: 'mobile', palette: 'forest', aspect: '4:3', label: 'Mobile' },
  { id: 'art-quality', motif: 'security', palette: 'forest', aspect: '4:3', label: 'Quality' },
  { id: 'art-launch', motif: 'growth', palette: 'ember', aspect: '4:3', label: 'Launch' },
  { id: 'art-support', motif: 'team', palette: 'ocean', aspect: '4:3', label: 'Support' },
  { id: 'art-data', motif: 'data', palette: 'violet', aspect: '4:3', label: 'Data' },
  { id: 'art-cloud', motif: 'cloud', palette: 'ocean', aspect: '4:3', label: 'Cloud' },
  { id: 'art-ai', motif: 'ai', palette: 'violet', aspect: '4:3', label: 'AI' },
  { id: 'art-security', motif: 'security', palette: 'slate', aspect: '4:3', label: 'Security' },
  { id: 'art-commerce', motif: 'ecommerce', palette: 'sunset', aspect: '4:3', label: 'Commerce' },
  { id: 'art-travel', motif: 'travel', palette: 'forest', aspect: '4:3', label: 'Travel' },
  { id: 'art-health', motif: 'health', palette: 'ocean', aspect: '4:3', label: 'Care' },
  { id: 'art-property', motif: 'building', palette: 'ember', aspect: '4:3', label: 'Property' },
  { id: 'art-learning', motif: 'education', palette: 'forest', aspect: '4:3', label: 'Learning' },
  { id: 'art-booking', motif: 'chat', palette: 'sunset', aspect: '4:3', label: 'Bookings' },
  // Team photos (portraits, named in the alt text)
  { id: 'team-ahmed-raza', motif: 'portrait', palette: 'ocean', aspect: '1:1' },
  { id: 'team-usman-tariq', motif: 'portrait', palette: 'violet', aspect: '1:1' },
  { id: 'team-hamza-saeed', motif: 'portrait', palette: 'forest', aspect: '1:1' },
  { id: 'team-ayesha-khan', motif: 'portrait', palette: 'sunset', aspect: '1:1' },
  { id: 'team-bilal-ahmad', motif: 'portrait', palette: 'slate', aspect: '1:1' },
  { id: 'team-fatima-noor', motif: 'portrait', palette: 'ember', aspect: '1:1' },
  { id: 'team-zain-ul-abideen', motif: 'portrait', palette: 'ocean', aspect: '1:1' },
  { id: 'team-hira-javed', motif: 'portrait', palette: 'violet', aspect: '1:1' },
  { id: 'team-saad-khalid', motif: 'portrait', palette: 'forest', aspect: '1:1' },
  { id: 'team-maryam-iqbal', motif: 'portrait', palette: 'sunset', aspect: '1:1' },
  { id: 'team-ali-hassan', motif: 'portrait', palette: 'slate', aspect: '1:1' },
  { id: 'team-sana-malik', motif: 'portrait', palette: 'ember', aspect: '1:1' },
  { id: 'team-imran-shah', motif: 'portrait', palette: 'ocean', aspect: '1:1' },
  { id: 'team-noor-ul-ain', motif: 'portrait', palette: 'violet', aspect: '1:1' },
  { id: 'team-faizan-ali', motif: 'portrait', palette: 'forest', aspect: '1:1' },
  { id: 'team-rabia-aslam', motif: 'portrait', palette: 'sunset', aspect: '1:1' },
  { id: 'team-waqas-anwar', motif: 'portrait', palette: 'slate', aspect: '1:1' },
  { id: 'team-mehwish-akram', motif: 'portrait', palette: 'ember', aspect: '1:1' },
  { id: 'team-junaid-mirza', motif: 'portrait', palette: 'ocean', aspect: '1:1' },
  { id: 'team-kiran-yousaf', motif: 'portrait', palette: 'violet', aspect: '1:1' },
  // Gallery photos
  { id: 'gallery-hackathon', motif: 'code', palette: 'sunset', aspect: '4:3', label: 'Hackathon Heroes' },
  { id: 'gallery-tech-talk', motif: 'chat', palette: 'ocean', aspect: '4:3', label: 'Tech Talks' },
  { id: 'gallery-retreat', motif: 'team', palette: 'forest', aspect: '3:4', label: 'Annual Team Retreat' },
  { id: 'gallery-career-fair', motif: 'education', palette: 'violet', aspect: '4:3', label: 'Career Fair' },
  { id: 'gallery-workshop', motif: 'design', palette: 'ember', aspect: '16:9', label: 'Design Workshop' },
] as const satisfies readonly IllustrationSpec[];

export type IllustrationId = (typeof illustrations)[number]['id'];
