import { cacheRules, defaultCacheControl } from '../cachePolicy.mjs';
import { canaryPagesDir, redirects } from '../prerenderedPages.mjs';
import { contentTypeFor, remoteCorsHeaders, securityHeadersOf } from '../responseHeaders.mjs';

/**
 * nginx's configuration for the one-origin layout, rendered from the policy the Node server applies
 * (cache rules, security headers and CSP, content types, redirects, pages and the 404 page), so the
 * two answer every file with the same headers:
 *   /                        the shell's dist/: prerendered pages, the 404 page, site-config.json
 *   /remotes/<name>/         a remote's plain build; /remotes/<name>/releases/<id>/ its releases
 *   /api/                    the email API (one instance or several), proxied with the client's address
 * Nothing here names a release: site-config.json (read by the browser on each page load) says which
 * one is live, so a deploy or a rollback needs no reload.
 */

/** Extensions the site serves; each gets the Node server's Content-Type (anything else: octet-stream). */
const servedExtensions = [
  'html',
  'js',
  'mjs',
  'css',
  'json',
  'map',
  'svg',
  'woff',
  'woff2',
  'avif',
  'webp',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'ico',
  'txt',
  'xml',
  'webmanifest',
  'pdf',
];

/**
 * What nginx compresses per request (HTML, manifests, remoteEntry.js…; hashed files are precompressed),
 * named by the full Content-Type the types block gives them: nginx matches gzip_types against it.
 */
const compressedExtensions = ['html', 'js', 'css', 'json', 'map', 'svg', 'txt', 'xml', 'webmanifest'];

/** A value inside double quotes; nginx would expand `$` and cannot take a raw `"` there. */
function quoted(value) {
  if (/["$\\\n]/.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} into nginx's configuration`);
  return `"${value}"`;
}

/** A regular expression in double quotes (nginx compiles it as PCRE: no variables are expanded in it). */
function quotedPattern(pattern) {
  if (/["\n]/.test(pattern.source) || pattern.flags)
    throw new Error(`cannot write ${pattern} into nginx's configuration`);
  return `"~${pattern.source}"`;
}

const block = (head, lines, indent = '  ') =>
  [
    `${head} {`,
    ...lines.flatMap((line) => line.split('\n')).map((line) => (line ? `${indent}${line}` : line)),
    '}',
  ].join('\n');

const cacheMap = () =>
  block('map $uri $codecrush_cache_control', [
    'default "";',
    ...cacheRules.map(({ pattern, value }) => `${quotedPattern(pattern)} ${quoted(value)};`),
    // Any other file; a redirect or a plain "Not found" (no extension) gets no Cache-Control, as from Node.
    `"~\\.[^/]*$" ${quoted(defaultCacheControl)};`,
  ]);

/** CORS for the remotes' public files, as their own servers send it in the per-port layout. */
const corsMaps = () =>
  Object.entries(remoteCorsHeaders).map(([name, value]) =>
    block(`map $uri $codecrush_${name.toLowerCase().replace(/-/g, '_')}`, [
      'default "";',
      `"~^/remotes/" ${quoted(value)};`,
    ]),
  );

const typesBlock = () => {
  const byType = new Map();
  for (const extension of servedExtensions) {
    const type = contentTypeFor(`file.${extension}`);
    byType.set(type, [...(byType.get(type) ?? []), extension]);
  }
  return block(
    'types',
    [...byType].map(([type, extensions]) => `${quoted(type)} ${extensions.join(' ')};`),
  );
};

const headerLines = (config) => [
  ...Object.entries(securityHeadersOf(config)).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
  'add_header Cache-Control $codecrush_cache_control always;',
  ...Object.keys(remoteCorsHeaders).map(
    (name) => `add_header ${name} $codecrush_${name.toLowerCase().replace(/-/g, '_')} always;`,
  ),
];

const redirectLocations = () =>
  Object.entries(redirects).flatMap(([from, to]) =>
    [from, `${from}/`].map((path) => block(`location = ${path}`, [`return 301 ${to}$is_args$args;`])),
  );

const remoteLocations = (remotes) =>
  remotes.flatMap(({ name, distDir, releasesDir }) => [
    block(`location ^~ /remotes/${name}/releases/`, [
      `alias ${releasesDir}/;`,
      'error_page 404 /__codecrush_not_found;',
    ]),
    block(`location ^~ /remotes/${name}/`, [`alias ${distDir}/;`, 'error_page 404 /__codecrush_not_found;']),
  ]);

/**
 * What the API behind this configuration must be started with: nginx overwrites `X-Forwarded-For`
 * with the address that connected to it (see `apiLocation`), so the API trusts that one header.
 */
export const apiTrustProxyBehindNginx = '127.0.0.1';

/** The upstream block's name: `/api/` is proxied to it. */
const apiUpstreamName = 'codecrush_api';

/** `http(s)://host:port` of one API instance → its scheme and nginx's `host:port`; anything else throws. */
function apiServerOf(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`API upstream ${JSON.stringify(raw)} is not a URL (write http://host:port)`);
  }
  const defaultPort = { 'http:': '80', 'https:': '443' }[url.protocol];
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (defaultPort === undefined || !bare)
    throw new Error(`API upstream ${JSON.stringify(raw)} must be http(s)://host:port, with nothing after the port`);
  return { scheme: url.protocol.slice(0, -1), server: `${url.hostname}:${url.port || defaultPort}` };
}

/**
 * The API instances as one nginx `upstream` (round robin; a connection refused by one instance is
 * tried on the next, a request already sent is not sent again), with idle connections kept for reuse.
 * They close after 4 s idle, before the API's own keep-alive timeout (Node's 5 s), so nginx never
 * sends a request on a connection the API is closing.
 */
function apiUpstream(apiUpstreams) {
  if (!Array.isArray(apiUpstreams) || apiUpstreams.length === 0)
    throw new Error('apiUpstreams must list at least one API instance (http://host:port)');
  const servers = apiUpstreams.map(apiServerOf);
  const schemes = new Set(servers.map(({ scheme }) => scheme));
  if (schemes.size > 1) throw new Error(`API upstreams must share one scheme, got ${[...schemes].join(' and ')}`);
  return {
    scheme: servers[0].scheme,
    block: block(`upstream ${apiUpstreamName}`, [
      ...servers.map(({ server }) => `server ${server};`),
      'keepalive 32;',
      'keepalive_timeout 4s;',
    ]),
  };
}

const apiLocation = ({ maxBodyBytes }, scheme) =>
  block('location ^~ /api/', [
    // The prefix goes: the API answers /jobs/emails/send. It sees the visitor's address (rate limit).
    `proxy_pass ${scheme}://${apiUpstreamName}/;`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_connect_timeout 5s;',
    'proxy_send_timeout 30s;',
    'proxy_read_timeout 30s;',
    'client_body_timeout 30s;',
    `client_max_body_size ${maxBodyBytes};`,
  ]);

const tlsLines = (tls) =>
  tls
    ? [
        `ssl_certificate ${tls.certFile};`,
        `ssl_certificate_key ${tls.keyFile};`,
        'ssl_protocols TLSv1.2 TLSv1.3;',
        'ssl_session_cache shared:codecrush_tls:1m;',
        // Plain HTTP on the TLS port: a permanent redirect to HTTPS, as the Node servers answer it.
        'error_page 497 =301 https://$host:$server_port$request_uri;',
      ]
    : [];

/**
 * A canary release's share of page loads (site-config.json's `canary`): `split_clients` draws once per
 * request (over its id: no cookie, no visitor id) whether the page comes from the canary's page tree,
 * as the Node server does (`canaryChooser`). None when no canary has a weight: the pages as before.
 * @param {import('../../../packages/contracts/src/config').SiteConfig} config
 */
function pageTreeOf(config) {
  const weight = config.canary?.weight ?? 0;
  if (weight <= 0) return { block: [], tree: '' };
  const choices = weight >= 100 ? [`* "/${canaryPagesDir}";`] : [`${weight}% "/${canaryPagesDir}";`, '* "";'];
  return { block: [block('split_clients "${request_id}" $page_tree', choices)], tree: '$page_tree' };
}

/**
 * @param {{
 *   config: import('../../../packages/contracts/src/config').SiteConfig,
 *   shellDir: string,
 *   remotes: { name: string, distDir: string, releasesDir: string }[],
 *   apiUpstreams: string[],
 *   listen: { host: string, port: number },
 *   tls?: { certFile: string, keyFile: string },
 *   runDir: string,
 *   brotliModule: string,
 *   maxBodyBytes: number,
 *   user?: string,
 * }} options absolute paths; `apiUpstreams` the API instances (`http://host:port` each, one scheme);
 *   `runDir` holds the pid, logs and temp files (no system path is used); `user` the workers run as
 *   when nginx starts as root (they read the repo's files and data dir)
 * @returns {string}
 */
export function nginxConfig(options) {
  const { config, shellDir, remotes, listen, tls, runDir, brotliModule, user } = options;
  const temp = (name) => `${name}_temp_path ${runDir}/tmp/${name};`;
  const api = apiUpstream(options.apiUpstreams);
  const pages = pageTreeOf(config);
  const server = block('server', [
    `listen ${listen.host}:${listen.port}${tls ? ' ssl http2' : ''};`,
    'server_name localhost;',
    ...tlsLines(tls),
    `root ${shellDir};`,
    ...headerLines(config),
    ...redirectLocations(),
    // Prerendered pages: <path>/index.html (the canary's for its share of page loads, where it has
    // one); a path without one gets the 404 page with status 404.
    block('location /', [
      `try_files ${pages.tree ? `${pages.tree}$uri/index.html ` : ''}$uri $uri/index.html =404;`,
      'error_page 404 /404.html;',
    ]),
    // The canary's page tree is no route of its own.
    block(`location ^~ /${canaryPagesDir}/`, ['error_page 404 /404.html;', 'return 404;']),
    // A missing file (it has an extension): a plain 404, not the page.
    block('location ~ "\\.[^/]*$"', ['try_files $uri =404;', 'error_page 404 /__codecrush_not_found;']),
    block('location = /__codecrush_not_found', [
      'internal;',
      'default_type "text/plain; charset=utf-8";',
      'return 404 "Not found";',
    ]),
    ...remoteLocations(remotes),
    apiLocation(options, api.scheme),
  ]);
  return [
    "# Generated by `npm run nginx` from packages/server (the Node server's policy). Do not edit: regenerate.",
    `load_module ${brotliModule};`,
    ...(user ? [`user ${user};`] : []),
    'worker_processes 1;',
    `pid ${runDir}/nginx.pid;`,
    `error_log ${runDir}/error.log warn;`,
    block('events', ['worker_connections 1024;']),
    block('http', [
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      'access_log off;',
      'server_tokens off;',
      'absolute_redirect off;',
      'sendfile on;',
      'tcp_nopush on;',
      'keepalive_timeout 65s;',
      typesBlock(),
      `default_type ${contentTypeFor('file.unknown-extension')};`,
      // Hashed files: the .br/.gz written beside them once (precompress.mjs); the rest per request.
      'brotli_static on;',
      'gzip_static on;',
      'gzip on;',
      'gzip_vary on;',
      'gzip_proxied any;',
      // Every compressible response, whatever its size, as the Node server does.
      'gzip_min_length 1;',
      `gzip_types ${[...new Set(compressedExtensions.map((extension) => quoted(contentTypeFor(`file.${extension}`))))].join(' ')};`,
      cacheMap(),
      ...corsMaps(),
      api.block,
      ...pages.block,
      server,
    ]),
    '',
  ].join('\n');
}
