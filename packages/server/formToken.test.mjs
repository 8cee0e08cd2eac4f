import assert from 'node:assert/strict';
import { test } from 'node:test';
import { issuedAtOf, issueFormToken, stampFormTokens } from './formToken.mjs';
import { siteCsp } from './securityHeaders.mjs';

const secret = 'server-test-secret';
const page =
  '<form><input type="hidden" name="formToken" value=""/></form><form><input type="hidden" name="formToken" value=""/></form>';

test('every response gets its own signed token in each form; a page without forms is unchanged', () => {
  const first = stampFormTokens(page, secret, 1_000_000);
  const second = stampFormTokens(page, secret, 1_000_000);
  const tokens = [...first.matchAll(/name="formToken" value="([^"]+)"/g)].map((match) => match[1]);
  assert.equal(tokens.length, 2);
  for (const token of tokens) assert.equal(issuedAtOf(token, secret), 1_000_000);
  assert.notEqual(first, second);
  assert.equal(stampFormTokens('<p>no form</p>', secret), '<p>no form</p>');
});

test('a token signed with another key, altered or malformed is not accepted', () => {
  const token = issueFormToken(secret, 42);
  assert.equal(issuedAtOf(token, secret), 42);
  assert.equal(issuedAtOf(token, 'another key'), undefined);
  assert.equal(issuedAtOf(token.replace('v1.42.', 'v1.43.'), secret), undefined);
  for (const bad of ['', 'v1', 'v1.1.x.y', 42, undefined, `${token}x`, `x${token}`, `<a>${token}`])
    assert.equal(issuedAtOf(bad, secret), undefined);
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
