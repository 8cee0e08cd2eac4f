import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, test } from 'node:test';
import {
  formTokenKey,
  formTokenKeyFrom,
  formTokenSecretOf,
  issueFormToken,
  readFormToken,
  sharedFormTokenKeyReason,
  sharedKeyReasonOf,
  stampFormTokens,
} from './formToken.mjs';
import { siteCsp } from './securityHeaders.mjs';

const secret = 'server-test-secret-of-at-least-32-characters';
const field = '<input type="hidden" name="formToken" value=""/>';
/** Two forms as the prerender writes them: the per-port layout's API URL, and the one-origin path. */
const page =
  `<main><form method="post" action="http://localhost:3100/forms/contact-home" enctype="application/x-www-form-urlencoded">${field}</form>` +
  `<form class="css-1x" method="post" action="/api/forms/job" enctype="multipart/form-data" aria-label="Apply">${field}</form></main>`;

const tokensIn = (html) => [...html.matchAll(/name="formToken" value="([^"]*)"/g)].map((match) => match[1]);

describe('stampFormTokens: each form of a served page gets its own token', () => {
  test('every token field is signed for the form it sits in (the id its action posts to), per response', () => {
    const first = stampFormTokens(page, secret, 1_000_000);
    const second = stampFormTokens(page, secret, 1_000_000);
    const tokens = tokensIn(first);
    assert.deepEqual(
      tokens.map((token) => readFormToken(token, secret)),
      [
        { formId: 'contact-home', issuedAt: 1_000_000 },
        { formId: 'job', issuedAt: 1_000_000 },
      ],
    );
    assert.notEqual(tokens[0], tokens[1]);
    assert.notEqual(first, second);
    assert.equal(first.replace(/value="v2[^"]*"/g, 'value=""'), page, 'nothing else changes');
  });

  test('an action with a query or fragment still names its form', () => {
    const html = `<form action="https://api.example/forms/remote-resources?lang=en">${field}</form><form action="/forms/internship#top">${field}</form>`;
    assert.deepEqual(
      tokensIn(stampFormTokens(html, secret, 5)).map((token) => readFormToken(token, secret)?.formId),
      ['remote-resources', 'internship'],
    );
  });

  test('a field in a form that posts elsewhere, or outside any form, stays empty (no token for no form)', () => {
    const html =
      `<form action="/search">${field}</form>` +
      `<form data-action="/forms/job">${field}</form>` +
      `<form action="/forms/contact-page">${field}</form>${field}` +
      `<form method="post">${field}</form>`;
    const tokens = tokensIn(stampFormTokens(html, secret, 7));
    assert.deepEqual(
      tokens.map((token) => (token === '' ? '' : readFormToken(token, secret)?.formId)),
      ['', '', 'contact-page', '', ''],
    );
  });

  test('a page without a token field comes back unchanged', () => {
    assert.equal(stampFormTokens('<p>no form</p>', secret), '<p>no form</p>');
    const searchOnly = '<form action="/forms/job"><input name="q"/></form>';
    assert.equal(stampFormTokens(searchOnly, secret), searchOnly);
  });
});

describe('readFormToken: what a token says, when this site signed it', () => {
  test('a token issued here reads back its form and time', () => {
    const token = issueFormToken(secret, 'internship', 42);
    assert.match(token, /^v2\.internship\.42\.[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(readFormToken(token, secret), { formId: 'internship', issuedAt: 42 });
    assert.notEqual(issueFormToken(secret, 'internship', 42), token, 'one of a kind');
  });

  test('another key, another form or time written in, an earlier version or a malformed token is refused', () => {
    const token = issueFormToken(secret, 'job', 42);
    assert.equal(readFormToken(token, 'another key'), undefined);
    assert.equal(readFormToken(token.replace('v2.job.', 'v2.internship.'), secret), undefined);
    assert.equal(readFormToken(token.replace('.42.', '.43.'), secret), undefined);
    const v1Payload = 'v1.42.AAAAAAAAAAAA';
    const v1 = `${v1Payload}.${createHmac('sha256', secret).update(v1Payload).digest('base64url')}`;
    assert.equal(readFormToken(v1, secret), undefined, 'v1 (no form) is refused');
    const unsigned = `v2.job.42.AAAAAAAAAAAA`;
    const forged = `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    assert.deepEqual(readFormToken(forged, secret), { formId: 'job', issuedAt: 42 }, 'the signing rule, written out');
    const longId = `v2.${'a'.repeat(41)}.42.AAAAAAAAAAAA`;
    const signedLongId = `${longId}.${createHmac('sha256', secret).update(longId).digest('base64url')}`;
    assert.equal(readFormToken(signedLongId, secret), undefined, 'no form id is that long');
    for (const bad of [
      '',
      'v2',
      'v2.job.1.x.y',
      42,
      undefined,
      `${token}x`,
      `x${token}`,
      `<a>${token}`,
      token.toUpperCase(),
      // Not a string, though it reads as this valid token when turned into one (a field sent twice).
      [token],
    ])
      assert.equal(readFormToken(bad, secret), undefined, String(bad));
  });

  test('only a form id is signed: lower-case letters, digits and dashes, 1 to 40 of them', () => {
    assert.equal(readFormToken(issueFormToken(secret, 'a'.repeat(40), 1), secret)?.formId, 'a'.repeat(40));
    for (const bad of ['', 'Job', 'job.x', 'a'.repeat(41), 'job/1'])
      assert.throws(() => issueFormToken(secret, bad), new Error(`not a form id: ${JSON.stringify(bad)}`));
  });
});

describe('the key: FORM_TOKEN_SECRET, shared by every page server and API instance', () => {
  const databaseReason = 'DATABASE_URL is set (API instances sharing one database)';
  const proxyReason = 'API_TRUST_PROXY is set (the API behind a proxy or balancer)';

  test('several hosts: API instances on one database, or an API behind a proxy (any value but off)', () => {
    assert.equal(sharedFormTokenKeyReason({}), undefined);
    assert.equal(sharedFormTokenKeyReason({ DATABASE_URL: ' ' }), undefined);
    assert.equal(sharedFormTokenKeyReason({ DATABASE_URL: 'postgres://db/site' }), databaseReason);
    assert.equal(
      sharedFormTokenKeyReason({ DATABASE_URL: 'postgres://db/site', API_TRUST_PROXY: '1' }),
      databaseReason,
    );
    for (const on of ['1', '2', 'true', ' On ', '10.0.0.0/8', 'loopback'])
      assert.equal(sharedFormTokenKeyReason({ API_TRUST_PROXY: on }), proxyReason, on);
    for (const off of ['', ' ', '0', 'false', 'No', ' OFF '])
      assert.equal(sharedFormTokenKeyReason({ API_TRUST_PROXY: off }), undefined, off);
  });

  test('the reason from settings already read (the API passes its own): the database first, then the proxy', () => {
    assert.equal(sharedKeyReasonOf({ sharesDatabase: true, behindProxy: true }), databaseReason);
    assert.equal(sharedKeyReasonOf({ sharesDatabase: false, behindProxy: true }), proxyReason);
    assert.equal(sharedKeyReasonOf({ sharesDatabase: false, behindProxy: false }), undefined);
  });

  test('FORM_TOKEN_SECRET: at least 32 characters once trimmed; unset or blank is no secret', () => {
    assert.equal(formTokenSecretOf({}), undefined);
    assert.equal(formTokenSecretOf({ FORM_TOKEN_SECRET: '   ' }), undefined);
    assert.equal(formTokenSecretOf({ FORM_TOKEN_SECRET: ` ${'k'.repeat(32)} ` }), 'k'.repeat(32));
    assert.throws(() => formTokenSecretOf({ FORM_TOKEN_SECRET: ` ${'k'.repeat(31)} ` }), {
      name: 'FormTokenSecretError',
      message: 'FORM_TOKEN_SECRET must be at least 32 characters (got 31); make one with `openssl rand -base64 32`',
    });
  });

  test('the key: the secret; unset, one of this start, unless several hosts need one shared key', () => {
    assert.equal(formTokenKey('s'.repeat(32), databaseReason), 's'.repeat(32));
    const own = formTokenKey(undefined, undefined);
    assert.match(own, /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(formTokenKey(undefined, undefined), own);
    assert.throws(() => formTokenKey(undefined, proxyReason), {
      name: 'FormTokenSecretError',
      message: `FORM_TOKEN_SECRET is required when ${proxyReason}: every page server and API instance must sign and check the tokens of forms posted without scripts with the same key. Set it to one shared value of at least 32 characters (\`openssl rand -base64 32\`)`,
    });
  });

  test('formTokenKeyFrom: the same rules read from an environment', () => {
    assert.equal(formTokenKeyFrom({ FORM_TOKEN_SECRET: secret, DATABASE_URL: 'postgres://db/site' }), secret);
    assert.match(formTokenKeyFrom({ API_TRUST_PROXY: 'off' }), /^[A-Za-z0-9_-]{43}$/);
    assert.throws(() => formTokenKeyFrom({ DATABASE_URL: 'postgres://db/site' }), /required when DATABASE_URL is set/);
    assert.throws(() => formTokenKeyFrom({ FORM_TOKEN_SECRET: 'short' }), /at least 32 characters \(got 5\)/);
  });
});

test("CSP form-action: the site itself (where the API's 303 lands) and the API origin, nothing else", () => {
  const csp = siteCsp({
    remotes: { mf_blog: 'http://localhost:3003/mf-manifest.json' },
    api: { baseUrl: 'https://api.codecrush.tech/' },
    emailjs: { serviceId: 's', templateId: 't', publicKey: 'k', origin: 'https://api.emailjs.com' },
    devOverridesEnabled: false,
    devOverrideOrigins: [],
  });
  assert.deepEqual(csp.directives.formAction, ["'self'", 'https://api.codecrush.tech']);
});
