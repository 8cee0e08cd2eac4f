import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { createSiteConfig } from '@codecrush/build-config/runtime';
import { cacheRules } from '../cachePolicy.mjs';
import { contentTypeFor, securityHeadersOf } from '../responseHeaders.mjs';
import { nginxConfig } from './nginxConfig.mjs';
import { brotliModulePath, startNginx } from './runNginx.mjs';

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-config-'));
after(() => fs.rmSync(runDir, { recursive: true, force: true }));

const config = createSiteConfig({ SITE_LAYOUT: 'one-origin', DEV_OVERRIDES: 'off' });
const options = {
  config,
  shellDir: path.join(runDir, 'shell'),
  remotes: [{ name: 'mf_blog', distDir: path.join(runDir, 'blog'), releasesDir: path.join(runDir, 'releases') }],
  apiUpstreams: ['http://127.0.0.1:3100', 'http://127.0.0.1:3101'],
  listen: { host: '127.0.0.1', port: 18080 },
  runDir,
  brotliModule: brotliModulePath(),
  maxBodyBytes: 6 * 1024 * 1024,
  // Started as root, the workers run as this user (as `npm run nginx` does), not `nobody`.
  user: process.getuid?.() === 0 ? os.userInfo().username : undefined,
};
const text = nginxConfig(options);

test('every security header of the Node server, with its exact value, on every response', () => {
  for (const [name, value] of Object.entries(securityHeadersOf(config)))
    assert.ok(text.includes(`add_header ${name} "${value}" always;`), name);
  assert.match(text, /script-src 'self';/);
});

test('the cache rules and the remotes, releases and API locations come from the policy', () => {
  for (const { value } of cacheRules) assert.ok(text.includes(`"${value}";`), value);
  assert.match(text, /location \^~ \/remotes\/mf_blog\/releases\/ \{\n\s+alias .*\/releases\/;/);
  assert.match(text, /location \^~ \/api\/ \{\n\s+proxy_pass http:\/\/codecrush_api\/;/);
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

test('the API instances form one upstream, with idle connections kept for reuse', () => {
  assert.match(
    text,
    /\n {2}upstream codecrush_api \{\n {4}server 127\.0\.0\.1:3100;\n {4}server 127\.0\.0\.1:3101;\n {4}keepalive 32;\n {4}keepalive_timeout 4s;\n {2}\}\n/,
  );
  const one = nginxConfig({ ...options, apiUpstreams: ['https://api.internal'] });
  assert.match(one, /upstream codecrush_api \{\n {4}server api\.internal:443;\n/);
  assert.match(one, /proxy_pass https:\/\/codecrush_api\/;/);
  assert.match(nginxConfig({ ...options, apiUpstreams: ['http://[::1]'] }), /server \[::1\]:80;/);
});

test('an API upstream that is not an instance’s base URL is refused, saying what to write', () => {
  const refused = (apiUpstreams) => () => nginxConfig({ ...options, apiUpstreams });
  assert.throws(refused([]), /^Error: apiUpstreams must list at least one API instance \(http:\/\/host:port\)$/);
  assert.throws(refused(undefined), /apiUpstreams must list at least one/);
  assert.throws(
    refused(['127.0.0.1:3100']),
    /^Error: API upstream "127\.0\.0\.1:3100" is not a URL \(write http:\/\/host:port\)$/,
  );
  for (const url of [
    'localhost:3100',
    'ftp://127.0.0.1',
    'http://127.0.0.1:3100/api',
    'http://127.0.0.1:3100/?a=1',
    'http://u:p@127.0.0.1:3100',
  ])
    assert.throws(refused([url]), /must be http\(s\):\/\/host:port, with nothing after the port$/, url);
  assert.throws(
    refused(['http://127.0.0.1:3100', 'https://127.0.0.1:3101']),
    /^Error: API upstreams must share one scheme, got http and https$/,
  );
});

/** A port on 127.0.0.1 that was free a moment ago. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A stand-in API instance: answers 200 with its name, recording each request and each connection. */
async function startInstance(name) {
  const seen = { requests: [], connections: 0 };
  const server = http.createServer((request, response) => {
    seen.requests.push({ url: request.url, forwardedFor: request.headers['x-forwarded-for'] });
    request.resume();
    request.on('end', () => response.end(name));
  });
  server.on('connection', () => (seen.connections += 1));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () =>
    new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  return { name, url: `http://127.0.0.1:${server.address().port}`, seen, stop };
}

test('nginx spreads /api/ over every instance on kept connections, and skips one that is down', async (t) => {
  const instances = [await startInstance('a'), await startInstance('b')];
  const listen = { host: '127.0.0.1', port: await freePort() };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-upstreams-'));
  let nginx;
  t.after(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  nginx = await startNginx({
    config: nginxConfig({ ...options, apiUpstreams: instances.map(({ url }) => url), listen, runDir: dir }),
    runDir: dir,
    listen,
  });
  const post = async () => {
    const response = await fetch(`http://127.0.0.1:${listen.port}/api/jobs/emails/send`, {
      method: 'POST',
      body: '{}',
    });
    return `${response.status} ${await response.text()}`;
  };
  const answers = [];
  for (let i = 0; i < 6; i += 1) answers.push(await post());
  assert.deepEqual(answers.toSorted(), ['200 a', '200 a', '200 a', '200 b', '200 b', '200 b']);
  for (const { seen } of instances) {
    assert.deepEqual(seen.requests, Array(3).fill({ url: '/jobs/emails/send', forwardedFor: '127.0.0.1' }));
    assert.equal(seen.connections, 1, 'one connection per instance, kept between requests');
  }
  await instances[1].stop();
  const afterStop = [];
  for (let i = 0; i < 4; i += 1) afterStop.push(await post());
  assert.deepEqual(afterStop, Array(4).fill('200 a'));
});

test("a canary's share of page loads from its page tree, drawn per request; its tree no route; a reload applies a new share", async (t) => {
  const listen = { host: '127.0.0.1', port: await freePort() };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-canary-'));
  const shellDir = path.join(dir, 'shell');
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(shellDir, file)), { recursive: true });
    fs.writeFileSync(path.join(shellDir, file), content);
  };
  for (const page of ['index.html', 'about/index.html']) {
    write(page, `stable ${page}`);
    write(`_canary/${page}`, `canary ${page}`);
  }
  write('404.html', 'not found');
  const canaryAt = (weight) => ({
    ...config,
    canary: { remote: 'mf_blog', url: '/remotes/mf_blog/releases/v2/mf-manifest.json', weight },
  });
  const configWith = (siteConfig) => nginxConfig({ ...options, config: siteConfig, shellDir, listen, runDir: dir });
  let nginx;
  t.after(async () => {
    await nginx?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  nginx = await startNginx({ config: configWith(canaryAt(50)), runDir: dir, listen });
  const origin = `http://127.0.0.1:${listen.port}`;
  const bodies = async (pathname, count) => {
    const seen = [];
    for (let i = 0; i < count; i += 1) seen.push(await (await fetch(`${origin}${pathname}`)).text());
    return seen;
  };
  const about = await bodies('/about', 200);
  const canaries = about.filter((body) => body === 'canary about/index.html').length;
  // Binomial(200, 0.5): 100 ± 3.9 standard deviations (7.07 each).
  assert.ok(canaries > 72 && canaries < 128, `${canaries} of 200`);
  assert.equal(about.length - canaries, about.filter((body) => body === 'stable about/index.html').length);
  assert.ok((await bodies('/', 40)).includes('canary index.html'));
  const intoTree = await fetch(`${origin}/_canary/about/`);
  assert.equal(intoTree.status, 404);
  assert.equal(await intoTree.text(), 'not found');

  nginx.reload(configWith(canaryAt(0)));
  // The reload is graceful: the old workers may answer a moment longer, and a kept-alive connection
  // to one of them is closed as it quits (the request is then made again).
  let last = [];
  for (let attempt = 0; attempt < 50; attempt += 1) {
    last = await bodies('/about', 20).catch(() => []);
    if (last.length > 0 && last.every((body) => body === 'stable about/index.html')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.deepEqual(new Set(last), new Set(['stable about/index.html']));
  assert.doesNotMatch(configWith(canaryAt(0)), /split_clients/);
  // Without a canary, the pages as before: no tree tried, the not-found page for a path without one.
  assert.match(
    configWith(config),
    /location \/ \{\n\s+try_files \$uri \$uri\/index\.html =404;\n\s+error_page 404 \/404\.html;\n\s+\}/,
  );
  assert.match(
    configWith(canaryAt(50)),
    /split_clients "\$\{request_id\}" \$page_tree \{\n\s+50% "\/_canary";\n\s+\* "";\n\s+\}/,
  );
  assert.match(configWith(canaryAt(50)), /try_files \$page_tree\$uri\/index\.html \$uri \$uri\/index\.html =404;/);
  assert.match(configWith(canaryAt(100)), /split_clients "\$\{request_id\}" \$page_tree \{\n\s+\* "\/_canary";\n\s+\}/);
  assert.throws(() => nginx.reload('http { not nginx'), /nginx refused the configuration/);
  const afterRefusal = await bodies('/about', 5).catch(() => bodies('/about', 5));
  assert.deepEqual(new Set(afterRefusal), new Set(['stable about/index.html']), 'the running one stays');
});

/** The lines of the `<head> { … }` block of `config` (its first), each trimmed. */
function blockLines(config, head) {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${head} {`);
  assert.ok(start >= 0, `no block ${head}`);
  const indent = /^ */.exec(lines[start] ?? '')?.[0] ?? '';
  const end = lines.findIndex((line, index) => index > start && line === `${indent}}`);
  return lines.slice(start + 1, end).map((line) => line.trim());
}

test("every file type the site serves gets the Node server's Content-Type; the compressible ones are compressed per request", () => {
  const typeOf = new Map();
  for (const line of blockLines(text, 'types')) {
    const [, type, extensions] = /^"([^"]+)" ([^;]+);$/.exec(line) ?? [];
    for (const extension of extensions?.split(' ') ?? []) typeOf.set(extension, type);
  }
  const served = ['html', 'js', 'mjs', 'css', 'json', 'map', 'svg', 'woff', 'woff2', 'avif', 'webp', 'png', 'jpg'];
  for (const extension of [...served, 'jpeg', 'gif', 'ico', 'txt', 'xml', 'webmanifest', 'pdf'])
    assert.equal(typeOf.get(extension), contentTypeFor(`file.${extension}`), extension);
  assert.equal(typeOf.size, 20, 'every extension served, no other');
  assert.match(text, new RegExp(`default_type ${contentTypeFor('file.unknown-extension')};`));
  const gzipLine = text.split('\n').find((line) => line.trim().startsWith('gzip_types ')) ?? '';
  const gzipTypes = [...gzipLine.matchAll(/"[^"]*"/g)].map(([type]) => type);
  const compressed = ['html', 'js', 'css', 'json', 'map', 'svg', 'txt', 'xml', 'webmanifest'];
  assert.deepEqual(
    new Set(gzipTypes),
    new Set(compressed.map((extension) => `"${contentTypeFor(`file.${extension}`)}"`)),
  );
});

test('the server and http settings: no logs or version, compression as the Node server, relative redirects', () => {
  for (const line of [
    'worker_processes 1;',
    `pid ${runDir}/nginx.pid;`,
    `error_log ${runDir}/error.log warn;`,
    'worker_connections 1024;',
    `client_body_temp_path ${runDir}/tmp/client_body;`,
    `scgi_temp_path ${runDir}/tmp/scgi;`,
    'access_log off;',
    'server_tokens off;',
    'absolute_redirect off;',
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65s;',
    'brotli_static on;',
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_min_length 1;',
    `listen 127.0.0.1:18080;`,
    `root ${options.shellDir};`,
    'location = /privacy-policy/ {',
    'return 301 /privacypolicy$is_args$args;',
    `load_module ${options.brotliModule};`,
  ])
    assert.ok(
      text.split('\n').some((candidate) => candidate.trim() === line),
      line,
    );
  assert.deepEqual(blockLines(text, 'location ~ "\\.[^/]*$"'), [
    'try_files $uri =404;',
    'error_page 404 /__codecrush_not_found;',
  ]);
  assert.deepEqual(blockLines(text, 'location = /__codecrush_not_found'), [
    'internal;',
    'default_type "text/plain; charset=utf-8";',
    'return 404 "Not found";',
  ]);
  assert.deepEqual(blockLines(text, 'location ^~ /remotes/mf_blog/'), [
    `alias ${path.join(runDir, 'blog')}/;`,
    'error_page 404 /__codecrush_not_found;',
  ]);
  assert.deepEqual(blockLines(text, 'location ^~ /api/'), [
    'proxy_pass http://codecrush_api/;',
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_connect_timeout 5s;',
    'proxy_send_timeout 30s;',
    'proxy_read_timeout 30s;',
    'client_body_timeout 30s;',
    `client_max_body_size ${options.maxBodyBytes};`,
  ]);
  assert.equal(/^user /m.test(nginxConfig({ ...options, user: undefined })), false);
  assert.match(nginxConfig({ ...options, user: 'site' }), /^user site;$/m);
});

test('TLS: the port speaks HTTP/2 over TLS with the given files, and plain HTTP on it is sent to HTTPS', () => {
  const tls = { certFile: '/certs/site.pem', keyFile: '/certs/site.key' };
  const withTls = nginxConfig({ ...options, tls });
  for (const line of [
    'listen 127.0.0.1:18080 ssl http2;',
    'ssl_certificate /certs/site.pem;',
    'ssl_certificate_key /certs/site.key;',
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_session_cache shared:codecrush_tls:1m;',
    'error_page 497 =301 https://$host:$server_port$request_uri;',
  ])
    assert.ok(
      withTls.split('\n').some((candidate) => candidate.trim() === line),
      line,
    );
  assert.doesNotMatch(text, /ssl_|error_page 497/);
});
