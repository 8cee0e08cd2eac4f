import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createSiteConfig, emailjsIdsOf, siteLayoutOf } from './siteConfig.mjs';
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

test('DEV_OVERRIDES takes on/off words in any case and spacing; unset is off; anything else is left for the schema to refuse', () => {
  const enabled = (value) => createSiteConfig({ DEV_OVERRIDES: value }).devOverridesEnabled;
  for (const on of ['on', 'true', '1', 'yes', ' ON ', 'Yes']) assert.equal(enabled(on), true, on);
  for (const off of [undefined, '', 'off', 'false', '0', 'no', ' Off ', 'NO']) assert.equal(enabled(off), false, off);
  assert.equal(enabled('maybe'), 'maybe');
  assert.throws(() => validateSiteConfig(createSiteConfig({ DEV_OVERRIDES: 'maybe' })), /devOverridesEnabled/);
});

test('REMOTE_TIMEOUT_MS and HEALTH_SAMPLE_RATE: defaults, numbers with spaces or decimals, other text left for the schema to name', () => {
  const config = (env) => createSiteConfig(env);
  assert.equal(config({}).remoteTimeoutMs, 8000);
  assert.equal(config({}).healthSampleRate, 1);
  assert.equal(config({ REMOTE_TIMEOUT_MS: '3000' }).remoteTimeoutMs, 3000);
  assert.equal(config({ REMOTE_TIMEOUT_MS: '  3000  ' }).remoteTimeoutMs, 3000);
  assert.equal(config({ HEALTH_SAMPLE_RATE: '0.25' }).healthSampleRate, 0.25);
  assert.equal(config({ HEALTH_SAMPLE_RATE: '-1' }).healthSampleRate, -1);
  for (const text of ['5s', 'x5', '1.', '.5', ''])
    assert.equal(config({ REMOTE_TIMEOUT_MS: text }).remoteTimeoutMs, text, JSON.stringify(text));
  assert.throws(() => validateSiteConfig(config({ REMOTE_TIMEOUT_MS: '5s' })), /remoteTimeoutMs/);
});

test('with TLS the local URLs are https, on PUBLIC_HOST when it is set', () => {
  const config = createSiteConfig({
    TLS_CERT_FILE: 'cert.pem',
    TLS_KEY_FILE: 'key.pem',
    PUBLIC_HOST: 'codecrush.test',
  });
  assert.match(config.remotes.mf_blog, /^https:\/\/codecrush\.test:\d+\/mf-manifest\.json$/);
  assert.match(config.api.baseUrl, /^https:\/\/codecrush\.test:\d+$/);
  assert.match(createSiteConfig({}).api.baseUrl, /^http:\/\/localhost:\d+$/);
  assert.throws(() => createSiteConfig({ TLS_CERT_FILE: 'cert.pem' }), {
    message: 'TLS needs both TLS_CERT_FILE and TLS_KEY_FILE',
  });
});

test('the chat widget is off unless CHAT_WIDGET_URL names one; dev override origins are a trimmed comma list', () => {
  assert.equal(createSiteConfig({}).chatWidgetUrl, '');
  assert.equal(
    createSiteConfig({ CHAT_WIDGET_URL: 'https://chat.example/w.js' }).chatWidgetUrl,
    'https://chat.example/w.js',
  );
  assert.deepEqual(createSiteConfig({}).devOverrideOrigins, ['http://localhost', 'http://127.0.0.1']);
  assert.deepEqual(
    createSiteConfig({ DEV_OVERRIDE_ORIGINS: ' https://a.example , ,https://b.example,' }).devOverrideOrigins,
    ['https://a.example', 'https://b.example'],
  );
});

test('SITE_LAYOUT is read with its spaces trimmed; empty is the default', () => {
  assert.equal(siteLayoutOf({ SITE_LAYOUT: ' one-origin ' }), 'one-origin');
  assert.equal(siteLayoutOf({ SITE_LAYOUT: '' }), 'per-port');
});

test('the EmailJS ids are read once: trimmed, empty is not named; the site config fills in local stand-ins', () => {
  const env = { EMAILJS_SERVICE_ID: ' service_x ', EMAILJS_TEMPLATE_ID: '', EMAILJS_PUBLIC_KEY: 'key_y' };
  assert.deepEqual(emailjsIdsOf(env), { serviceId: 'service_x', templateId: undefined, publicKey: 'key_y' });
  assert.deepEqual(emailjsIdsOf({}), { serviceId: undefined, templateId: undefined, publicKey: undefined });
  assert.deepEqual(createSiteConfig(env).emailjs, {
    serviceId: 'service_x',
    templateId: 'template_remote_resources',
    publicKey: 'key_y',
    origin: createSiteConfig({}).api.baseUrl,
  });
});
