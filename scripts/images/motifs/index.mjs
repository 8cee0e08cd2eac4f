/** Every IllustrationMotif (packages/ui/src/images/types.ts) → its drawing function (rng, palette) → svg. */
import { ecommerce, growth, process, team } from './business.mjs';
import { chat, code, mobile } from './devices.mjs';
import { ai, cloud, data, security } from './tech.mjs';
import { education, health } from './life.mjs';
import { building, design, travel } from './world.mjs';
import { portrait } from './marketing.mjs';
import { dashboard, phone, website } from './portfolio.mjs';
import { backdrop, leaderPortrait } from './home.mjs';

export const motifs = {
  code,
  mobile,
  ai,
  growth,
  team,
  cloud,
  security,
  design,
  process,
  ecommerce,
  travel,
  education,
  health,
  building,
  chat,
  data,
  portrait,
  website,
  dashboard,
  phone,
  backdrop,
  leaderPortrait,
};
