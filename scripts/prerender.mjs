#!/usr/bin/env node
/**
 * `npm run prerender [-- --remote mf_blog] [-- --deployed]`: writes every route's HTML (or one
 * remote's) into shell/dist, plus sitemap.xml and robots.txt. See prerender/.
 */
import { prerenderSite } from './lib/prerender.mjs';

try {
  await prerenderSite(process.argv.slice(2));
} catch {
  process.exit(1);
}
