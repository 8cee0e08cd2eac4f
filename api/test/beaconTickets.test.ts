import assert from 'node:assert/strict';
import { createHmac, hkdfSync } from 'node:crypto';
import { test } from 'node:test';
import { BeaconTickets } from '../src/telemetry/beaconTickets';

const hourMs = 3_600_000;
const secret = 'a-shared-secret-of-at-least-32-characters';

test('a ticket: a view id of the beacon format and a token that lets exactly that view count, with its sender', () => {
  const tickets = new BeaconTickets(secret, hourMs);
  const ticket = tickets.issue('203.0.113.7');
  assert.match(ticket.view, /^[a-z0-9]{20}$/);
  assert.match(ticket.token, new RegExp(`^h1\\.${ticket.view}\\.\\d{13}\\.[A-Za-z0-9_-]{11}\\.[A-Za-z0-9_-]{43}$`));
  const check = tickets.check(ticket.token, ticket.view);
  assert.ok(check.ok);
  assert.equal(check.sender, ticket.token.split('.')[3]);
  assert.notEqual(tickets.issue('203.0.113.7').view, ticket.view, 'each ticket its own view');
  assert.deepEqual(tickets.check(ticket.token, tickets.issue('203.0.113.7').view), {
    ok: false,
    problem: "another view's token",
  });
  assert.deepEqual(tickets.check(undefined, ticket.view), { ok: false, problem: 'no ticket token (format v1)' });
  assert.deepEqual(tickets.check(`${ticket.token}x`, ticket.view), { ok: false, problem: 'not a ticket token' });
  assert.deepEqual(tickets.check(`x${ticket.token}`, ticket.view), { ok: false, problem: 'not a ticket token' });
});

test('the signature: HMAC-SHA256 of the payload under HKDF-SHA256(FORM_TOKEN_SECRET, no salt, its own label)', () => {
  const ticket = new BeaconTickets(secret, hourMs).issue('192.0.2.8');
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'codecrush release-health beacon token v1', 32));
  const payload = ticket.token.slice(0, -44);
  assert.equal(ticket.token.slice(-43), createHmac('sha256', key).update(payload).digest('base64url'));
});

test('the key: instances sharing FORM_TOKEN_SECRET accept each other’s tokens; another secret, or none, does not', () => {
  const [one, two] = [new BeaconTickets(secret, hourMs), new BeaconTickets(secret, hourMs)];
  const ticket = one.issue('198.51.100.1');
  assert.equal(two.check(ticket.token, ticket.view).ok, true);
  const problem = { ok: false, problem: 'a token this site did not sign' };
  assert.deepEqual(new BeaconTickets(`${secret}!`, hourMs).check(ticket.token, ticket.view), problem);
  assert.deepEqual(new BeaconTickets(undefined, hourMs).check(ticket.token, ticket.view), problem);
  const alone = new BeaconTickets(undefined, hourMs);
  const own = alone.issue('198.51.100.1');
  assert.equal(alone.check(own.token, own.view).ok, true, 'without a secret: a key of its own process');
  assert.deepEqual(new BeaconTickets(undefined, hourMs).check(own.token, own.view), problem);
});

test('age: a token counts up to maxAgeMs after it was issued, and up to a minute "before" (clock drift)', () => {
  let clock = 1_800_000_000_000;
  const tickets = new BeaconTickets(secret, hourMs, () => clock);
  const ticket = tickets.issue('192.0.2.1');
  clock += hourMs;
  assert.equal(tickets.check(ticket.token, ticket.view).ok, true, 'exactly maxAgeMs old');
  clock += 1;
  assert.deepEqual(tickets.check(ticket.token, ticket.view), { ok: false, problem: 'an expired token' });
  clock = 1_800_000_000_000 - 60_000;
  assert.equal(tickets.check(ticket.token, ticket.view).ok, true, 'a minute ahead of this clock');
  clock -= 1;
  assert.deepEqual(tickets.check(ticket.token, ticket.view), { ok: false, problem: 'a token issued in the future' });
});

test('the sender: one per address within an hour, never the address, and unlinkable to the next hour', () => {
  let clock = 1_800_000_000_000 - (1_800_000_000_000 % hourMs);
  const tickets = new BeaconTickets(secret, 2 * hourMs, () => clock);
  const senderOf = (address: string) => {
    const ticket = tickets.issue(address);
    const check = tickets.check(ticket.token, ticket.view);
    assert.ok(check.ok);
    return check.sender;
  };
  const first = senderOf('203.0.113.9');
  assert.equal(senderOf('203.0.113.9'), first, 'the same address, the same hour');
  assert.notEqual(senderOf('203.0.113.10'), first, 'another address');
  assert.equal(first.includes('203'), false);
  clock += hourMs - 1;
  assert.equal(senderOf('203.0.113.9'), first, 'the last millisecond of the hour');
  clock += 1;
  assert.notEqual(senderOf('203.0.113.9'), first, 'a new hour, a new key');
  const elsewhere = new BeaconTickets(secret, hourMs, () => clock);
  const ticket = elsewhere.issue('203.0.113.9');
  assert.notEqual(ticket.token.split('.')[3], senderOf('203.0.113.9'), 'each instance its own sender key');
});
