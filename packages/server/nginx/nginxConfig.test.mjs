import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createSiteConfig } from '@codecrush/build-config/runtime';
import { cacheRules } from '../cachePolicy.mjs';
import { securityHeadersOf } from '../responseHeaders.mjs';
import { nginxConfig } from './nginxConfig.mjs';
import { brotliModulePath } from './runNginx.mjs';

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
after(() => fs.rmSync(runDir, { recursive: true, force: true }));

const config = createSiteConfig({ SITE_LAYOUT: 'one-origin', DEV_OVERRIDES: 'off' });
const text = nginxConfig({
  config,
  shellDir: path.join(runDir, 'shell'),
  remotes: [{ name: 'mf_blog', distDir: path.join(runDir, 'blog'), releasesDir: path.join(runDir, 'releases') }],
  apiUpstream: 'http://127.0.0.1:3100',
  listen: { host: '127.0.0.1', port: 18080 },
  runDir,
  brotliModule: brotliModulePath(),
  maxBodyBytes: 6 * 1024 * 1024,
});

test('every security header of the Node server, with its exact value, on every response', () => {
  for (const [name, value] of Object.entries(securityHeadersOf(config)))
    assert.ok(text.includes(`add_header ${name} "${value}" always;`), name);
  assert.match(text, /script-src 'self';/);
});

test('the cache rules and the remotes, releases and API locations come from the policy', () => {
  for (const { value } of cacheRules) assert.ok(text.includes(`"${value}";`), value);
  assert.match(text, /location \^~ \/remotes\/mf_blog\/releases\/ \{\n\s+alias .*\/releases\/;/);
  assert.match(text, /location \^~ \/api\/ \{\n\s+proxy_pass http:\/\/127\.0\.0\.1:3100\/;/);
  assert.match(text, /"application\/javascript; charset=utf-8" js mjs;/);
  assert.match(text, /location = \/privacy-policy \{\n\s+return 301 \/privacypolicy\$is_args\$args;/);
});

test('nginx accepts the configuration (nginx -t), with no system path', () => {
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(runDir, 'tmp', dir), { recursive: true });
  const file = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(file, text);
  const check = spawnSync('nginx', ['-t', '-p', `${runDir}/`, '-e', path.join(runDir, 'error.log'), '-c', file], {
    encoding: 'utf8',
  });
  assert.equal(check.status, 0, check.stderr);
  assert.doesNotMatch(text, /\/(var|etc|run)\//);
});
