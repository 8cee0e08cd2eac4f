import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createSiteConfig } from './siteConfig.mjs';
import {
  envVarOf,
  InvalidSiteConfigError,
  readSiteConfig,
  siteConfigFromEnv,
  validateSiteConfig,
  writeSiteConfig,
} from './siteConfigFile.mjs';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-file-'));

test('each key of site-config.json names the variable it is written from', () => {
  assert.equal(envVarOf('remotes.mf_blog'), 'REMOTE_MF_BLOG_URL');
  assert.equal(envVarOf('remotes.mf_forms.extra'), 'REMOTE_MF_FORMS_URL');
  assert.equal(envVarOf('api'), 'SITE_API_URL');
  assert.equal(envVarOf('api.baseUrl'), 'SITE_API_URL');
  assert.equal(envVarOf('emailjs.serviceId'), 'EMAILJS_SERVICE_ID');
  assert.equal(envVarOf('emailjs.templateId'), 'EMAILJS_TEMPLATE_ID');
  assert.equal(envVarOf('emailjs.publicKey'), 'EMAILJS_PUBLIC_KEY');
  assert.equal(envVarOf('emailjs.origin'), 'EMAILJS_ORIGIN');
  assert.equal(envVarOf('chatWidgetUrl'), 'CHAT_WIDGET_URL');
  assert.equal(envVarOf('devOverridesEnabled'), 'DEV_OVERRIDES');
  assert.equal(envVarOf('remoteTimeoutMs'), 'REMOTE_TIMEOUT_MS');
  assert.equal(envVarOf('healthSampleRate'), 'HEALTH_SAMPLE_RATE');
  assert.equal(envVarOf('devOverrideOrigins'), 'DEV_OVERRIDE_ORIGINS');
  assert.equal(envVarOf('devOverrideOrigins.1'), 'DEV_OVERRIDE_ORIGINS');
  assert.equal(envVarOf('remotes'), undefined);
  assert.equal(envVarOf('xremotes.mf_blog'), undefined);
  assert.equal(envVarOf(''), undefined);
});

test('a bad config from the environment names every bad key with the variable and its value', () => {
  const env = { REMOTE_TIMEOUT_MS: '5s', HEALTH_SAMPLE_RATE: '2' };
  assert.throws(
    () => siteConfigFromEnv(env),
    (error) => {
      assert.ok(error instanceof InvalidSiteConfigError);
      assert.equal(error.name, 'InvalidSiteConfigError');
      assert.deepEqual(
        error.problems.map((problem) => problem.key),
        ['remoteTimeoutMs', 'healthSampleRate'],
      );
      const lines = error.message.split('\n');
      assert.equal(lines[0], 'The site configuration from the environment is invalid, nothing was written:');
      assert.match(lines[1] ?? '', /^ {2}- remoteTimeoutMs: .+ \(from REMOTE_TIMEOUT_MS="5s"\)$/);
      assert.match(lines[2] ?? '', /^ {2}- healthSampleRate: .+ \(from HEALTH_SAMPLE_RATE="2"\)$/);
      assert.equal(lines.length, 3);
      return true;
    },
  );
  assert.deepEqual(siteConfigFromEnv({}), validateSiteConfig(createSiteConfig({})));
});

test('a problem without a variable, or with an unset one, and one at the root', () => {
  const unset = new InvalidSiteConfigError('x.json', [{ key: 'chatWidgetUrl', message: 'bad' }], {});
  assert.equal(
    unset.message,
    'x.json is invalid, nothing was written:\n  - chatWidgetUrl: bad (from CHAT_WIDGET_URL="")',
  );
  const unknown = new InvalidSiteConfigError('x.json', [{ key: 'other', message: 'bad' }], {});
  assert.equal(unknown.message, 'x.json is invalid, nothing was written:\n  - other: bad');
  const root = new InvalidSiteConfigError('x.json', [{ key: '', message: 'not an object' }]);
  assert.equal(root.message, 'x.json is invalid, nothing was written:\n  - (root): not an object');
  // Without an environment (a file), no variable is named.
  const file = new InvalidSiteConfigError('x.json', [{ key: 'chatWidgetUrl', message: 'bad' }]);
  assert.equal(file.message, 'x.json is invalid, nothing was written:\n  - chatWidgetUrl: bad');
});

test('a file is validated when read and when written, and written whole (no temporary file left)', () => {
  const dir = tempDir();
  try {
    const file = path.join(dir, 'site-config.json');
    const config = createSiteConfig({});
    const written = writeSiteConfig(file, config);
    assert.deepEqual(written, validateSiteConfig(config));
    assert.equal(fs.readFileSync(file, 'utf8'), `${JSON.stringify(written, null, 2)}\n`);
    assert.deepEqual(fs.readdirSync(dir), ['site-config.json']);
    assert.deepEqual(readSiteConfig(file), written);

    assert.throws(() => writeSiteConfig(file, { ...config, remoteTimeoutMs: 'soon' }), {
      name: 'InvalidSiteConfigError',
      message: new RegExp(
        `^${file.replace(/[\\/.]/g, '\\$&')} is invalid, nothing was written:\n {2}- remoteTimeoutMs: `,
      ),
    });
    assert.deepEqual(readSiteConfig(file), written);
    fs.writeFileSync(file, JSON.stringify({ ...config, healthSampleRate: 5 }));
    assert.throws(() => readSiteConfig(file), {
      message: /is invalid, nothing was written:\n {2}- healthSampleRate: /,
    });
    assert.throws(() => validateSiteConfig({ ...config, healthSampleRate: 5 }), {
      message: /^site-config\.json is invalid/,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
