import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSiteConfig, siteLayoutOf } from './siteConfig.mjs';
import { validateSiteConfig } from './siteConfigFile.mjs';

test('the one-origin layout: every remote under /remotes/<name>/, the API under /api, a valid config', () => {
  const config = validateSiteConfig(createSiteConfig({ SITE_LAYOUT: 'one-origin' }));
  assert.equal(config.remotes.mf_blog, '/remotes/mf_blog/mf-manifest.json');
  assert.equal(config.remotes.mf_forms, '/remotes/mf_forms/mf-manifest.json');
  assert.equal(config.api.baseUrl, '/api');
  assert.equal(config.emailjs.origin, '/api');
  // A variable still moves one remote elsewhere.
  const moved = createSiteConfig({
    SITE_LAYOUT: 'one-origin',
    REMOTE_MF_BLOG_URL: 'https://cdn.example/b/mf-manifest.json',
  });
  assert.equal(moved.remotes.mf_blog, 'https://cdn.example/b/mf-manifest.json');
});

test('per-port stays the default; an unknown layout is refused, naming the variable', () => {
  assert.match(createSiteConfig({}).remotes.mf_blog, /^http:\/\/localhost:\d+\/mf-manifest\.json$/);
  assert.equal(siteLayoutOf({}), 'per-port');
  assert.throws(() => siteLayoutOf({ SITE_LAYOUT: 'one_origin' }), /SITE_LAYOUT must be one of per-port, one-origin/);
});
