/**
 * The cross-engine run: every flow in Chromium, Firefox and WebKit against one production
 * composition, the three engines side by side (each runs its flows in order in one browser).
 *   npm run test:engines -w e2e                  all three
 *   ENGINES=webkit npm run test:engines -w e2e   one engine (comma-separated list)
 */
import { after, before, describe, test } from 'node:test';
import type { EngineName, EnginePage } from './driver';
import { launchPuppeteer } from './drivers/puppeteer';
import { launchWebKit } from './drivers/webkit';
import { flows } from './flows';
import { startSite } from './site';
import type { Site } from './site';

const launchers: Record<EngineName, (baseUrl: string) => Promise<EnginePage>> = {
  chromium: (baseUrl) => launchPuppeteer('chromium', baseUrl),
  firefox: (baseUrl) => launchPuppeteer('firefox', baseUrl),
  webkit: launchWebKit,
};

const allEngines = Object.keys(launchers) as EngineName[];
const requested = process.env.ENGINES?.split(',').map((name) => name.trim()) ?? allEngines;
const unknown = requested.filter((name) => !allEngines.includes(name as EngineName));
if (unknown.length > 0) throw new Error(`ENGINES: unknown ${unknown.join(', ')} (known: ${allEngines.join(', ')})`);
const engines = requested as EngineName[];

/** Each flow's time limit: a page load on a busy 2-core machine plus the flow's own waits. */
const flowTimeoutMs = 90_000;

describe('three engines', { concurrency: engines.length }, () => {
  let site: Site | undefined;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.stop();
  });

  for (const engine of engines) {
    // One browser per engine: its flows run one after another.
    describe(engine, { concurrency: 1 }, () => {
      let page: EnginePage | undefined;
      before(async () => {
        if (site) page = await launchers[engine](site.baseUrl);
      });
      after(async () => {
        await page?.close();
      });

      for (const flow of flows) {
        test(flow.name, { timeout: flowTimeoutMs }, async () => {
          if (!page || !site) throw new Error(`${engine} did not start`);
          try {
            await flow.run(page, site);
          } catch (error) {
            // What the page itself reported is usually the reason: name it with the failure.
            const errors = await page.takeErrors().catch(() => []);
            if (errors.length > 0 && error instanceof Error)
              error.message += `\n  errors in the page:\n    ${errors.join('\n    ')}`;
            throw error;
          }
        });
      }
    });
  }
});
