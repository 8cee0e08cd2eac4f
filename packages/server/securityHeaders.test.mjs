import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { contentTypeFor, remoteCorsHeaders, securityHeadersOf } from './responseHeaders.mjs';
import helmet from 'helmet';
import { helmetOptions } from './securityHeaders.mjs';

/** A split deploy: remotes on their own hosts, the API and EmailJS on two more, a chat widget. */
const splitConfig = {
  remotes: {
    mf_marketing: 'https://marketing.codecrush.example/mf-manifest.json',
    mf_portfolio: 'https://portfolio.codecrush.example/mf-manifest.json',
    mf_blog: 'https://blog.codecrush.example/mf-manifest.json',
    mf_careers: 'https://careers.codecrush.example/mf-manifest.json',
    mf_forms: 'https://marketing.codecrush.example/forms/mf-manifest.json',
  },
  api: { baseUrl: 'https://api.codecrush.example/v1' },
  emailjs: { serviceId: 's', templateId: 't', publicKey: 'k', origin: 'https://mail.codecrush.example' },
  chatWidgetUrl: 'https://chat.example/widget.js',
  devOverrideOrigins: ['http://localhost', 'http://127.0.0.1:3101'],
  devOverridesEnabled: false,
  remoteTimeoutMs: 8000,
  healthSampleRate: 1,
};

/** The one-origin deploy: every URL is a path on the site itself. */
const oneOriginConfig = {
  ...splitConfig,
  remotes: Object.fromEntries(
    Object.keys(splitConfig.remotes).map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ),
  api: { baseUrl: '/api' },
  emailjs: { ...splitConfig.emailjs, origin: '' },
  chatWidgetUrl: '',
};

const remoteOrigins = [
  'https://marketing.codecrush.example',
  'https://portfolio.codecrush.example',
  'https://blog.codecrush.example',
  'https://careers.codecrush.example',
];

/** The CSP header as a map of directive → sources. */
const cspOf = (config) => {
  const header = securityHeadersOf(config)['Content-Security-Policy'];
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
};

describe('security headers a browser receives', () => {
  // No upgrade-insecure-requests: the local composition and the e2e suite are served over plain HTTP.
  test('a split deploy: code from the site and each remote host once, data to the API, EmailJS and chat only', () => {
    assert.deepEqual(cspOf(splitConfig), {
      'default-src': ["'self'"],
      'script-src': ["'self'", ...remoteOrigins, 'https://chat.example'],
      'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
      'font-src': ["'self'", 'data:', ...remoteOrigins],
      'img-src': ["'self'", 'data:', ...remoteOrigins, 'https://chat.example'],
      'connect-src': [
        "'self'",
        ...remoteOrigins,
        'https://api.codecrush.example',
        'https://mail.codecrush.example',
        'https://chat.example',
      ],
      'frame-src': ['https://www.google.com', 'https://maps.google.com', 'https://chat.example'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'", 'https://api.codecrush.example'],
      'script-src-attr': ["'none'"],
    });
  });

  test('the one-origin deploy: everything from the site itself, no stray source', () => {
    const csp = cspOf(oneOriginConfig);
    assert.deepEqual(csp['script-src'], ["'self'"]);
    assert.deepEqual(csp['connect-src'], ["'self'"]);
    assert.deepEqual(csp['img-src'], ["'self'", 'data:']);
    assert.deepEqual(csp['frame-src'], ['https://www.google.com', 'https://maps.google.com']);
    assert.deepEqual(csp['form-action'], ["'self'"]);
  });

  test("a canary release's host may serve code too; one on its remote's host adds nothing", () => {
    const canary = (url) => cspOf({ ...splitConfig, canary: { remote: 'mf_blog', url, weight: 10 } });
    const elsewhere = canary('https://canary.codecrush.example/blog/v2/mf-manifest.json');
    for (const directive of ['script-src', 'style-src', 'connect-src'])
      assert.ok(elsewhere[directive].includes('https://canary.codecrush.example'), directive);
    assert.deepEqual(canary('https://blog.codecrush.example/releases/v2/mf-manifest.json'), cspOf(splitConfig));
  });

  test('an API on the EmailJS host is listed once in connect-src', () => {
    const config = {
      ...splitConfig,
      emailjs: { ...splitConfig.emailjs, origin: 'https://api.codecrush.example/email' },
    };
    const connect = cspOf(config)['connect-src'];
    assert.equal(connect.filter((source) => source === 'https://api.codecrush.example').length, 1);
  });

  test('dev overrides on: each origin and its websocket; an origin without a port allows any port', () => {
    const csp = cspOf({ ...splitConfig, devOverridesEnabled: true });
    for (const origin of ['http://localhost:*', 'http://127.0.0.1:3101'])
      assert.ok(csp['script-src'].includes(origin), origin);
    for (const socket of ['ws://localhost:*', 'ws://127.0.0.1:3101'])
      assert.ok(csp['connect-src'].includes(socket), socket);
    assert.ok(!csp['script-src'].some((source) => source.startsWith('ws')));
  });

  test('dev overrides off (the default): no override origin or websocket anywhere', () => {
    const header = securityHeadersOf(splitConfig)['Content-Security-Policy'];
    assert.doesNotMatch(header, /localhost|127\.0\.0\.1|ws:/);
  });

  test('HSTS a year with subdomains, frames denied, strict referrer, no COEP, remotes loadable cross-origin', () => {
    const headers = securityHeadersOf(splitConfig);
    assert.equal(headers['Strict-Transport-Security'], 'max-age=31536000; includeSubDomains');
    assert.equal(headers['X-Frame-Options'], 'DENY');
    assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
    assert.equal(headers['Cross-Origin-Resource-Policy'], 'cross-origin');
    assert.equal(headers['Cross-Origin-Embedder-Policy'], undefined);
    assert.equal(headers['X-Permitted-Cross-Domain-Policies'], undefined);
    assert.equal(headers['X-Content-Type-Options'], 'nosniff');
    assert.equal(headers['Permissions-Policy'], 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });

  test('without a policy (a remote serving only assets) helmet sends no CSP header, the rest unchanged', () => {
    const headers = {};
    const response = { setHeader: (name, value) => (headers[name] = String(value)), removeHeader: () => undefined };
    helmet(helmetOptions())(/** @type {never} */ ({}), /** @type {never} */ (response), () => undefined);
    assert.equal(headers['Content-Security-Policy'], undefined);
    assert.equal(headers['X-Frame-Options'], 'DENY');
  });
});

describe('other response headers', () => {
  test('remote assets may be loaded by any page, and caches keep one copy per requesting origin', () => {
    assert.deepEqual(remoteCorsHeaders, { 'Access-Control-Allow-Origin': '*', Vary: 'Origin' });
  });

  test('Content-Type: UTF-8 text types carry their charset, binary types none, an unknown file is a download', () => {
    assert.equal(contentTypeFor('main.1a2b3c4d.js'), 'application/javascript; charset=utf-8');
    assert.equal(contentTypeFor('site-config.json'), 'application/json; charset=utf-8');
    assert.equal(contentTypeFor('hero.png'), 'image/png');
    assert.equal(contentTypeFor('notes.zzq'), 'application/octet-stream');
  });
});
