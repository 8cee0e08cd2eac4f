import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiService, appList } from '@codecrush/contracts/apps';
import { compositionShifts, nginxBasePort, offsetFrom, offsetStep, plannedServers, portFromPlan } from './portPlan.mjs';

const shellBase = appList[0].port;

/**
 * Every port a run at PORT_OFFSET `offset` listens on, each with what listens there: the composition
 * (apps and API), each tool's own composition, and every planned server in the composition it runs in.
 * @param {number} offset
 */
function portsOfRun(offset) {
  const scopes = {
    main: offset,
    ...Object.fromEntries(Object.entries(compositionShifts).map(([tool, shift]) => [tool, offset + shift])),
  };
  const listeners = [];
  for (const [scope, scopeOffset] of Object.entries(scopes)) {
    for (const app of appList) listeners.push({ port: app.port + scopeOffset, who: `${scope} ${app.dir}` });
    listeners.push({ port: apiService.port + scopeOffset, who: `${scope} api` });
  }
  for (const [name, server] of Object.entries(plannedServers)) {
    const scopeOffset = scopes[server.scope];
    const bases = {
      site: shellBase + scopeOffset,
      api: apiService.port + scopeOffset,
      nginx: nginxBasePort + scopeOffset,
    };
    listeners.push({ port: portFromPlan(name, bases), who: name });
  }
  return listeners;
}

/** The listeners that share a port with another, grouped by port. */
function collisions(listeners) {
  const byPort = new Map();
  for (const listener of listeners) byPort.set(listener.port, [...(byPort.get(listener.port) ?? []), listener]);
  return [...byPort]
    .filter(([, group]) => group.length > 1)
    .map(([port, group]) => `${port}: ${group.map((l) => l.who).join(', ')}`);
}

test("no two servers of one run share a port (the composition, the tools' compositions, every planned server)", () => {
  const listeners = portsOfRun(0);
  assert.equal(listeners.length, 3 * (appList.length + 1) + Object.keys(plannedServers).length);
  assert.deepEqual(collisions(listeners), []);
});

test('a second run at the PORT_OFFSET the port check suggests shares no port with the first', () => {
  assert.deepEqual(collisions([...portsOfRun(0), ...portsOfRun(offsetStep)]), []);
  assert.deepEqual(collisions([...portsOfRun(offsetStep), ...portsOfRun(2 * offsetStep)]), []);
});

test('the check finds a collision: a server planned on a composition port, or a step too short', () => {
  const onShell = portsOfRun(0).concat({ port: shellBase + compositionShifts.lighthouse, who: 'stray' });
  assert.deepEqual(collisions(onShell), [`${shellBase + compositionShifts.lighthouse}: lighthouse shell, stray`]);
  assert.notDeepEqual(collisions([...portsOfRun(0), ...portsOfRun(100)]), []);
});

test('a planned port is its base plus its distance; an unknown name is refused', () => {
  const bases = { site: 4000, api: 4100, nginx: 9000 };
  assert.equal(portFromPlan('healthBlog', bases), 4062);
  assert.equal(portFromPlan('healthApi', bases), 4160);
  assert.equal(portFromPlan('e2eNginxShell', bases), 9011);
  assert.throws(() => portFromPlan('nope', bases), { message: 'No planned port named nope' });
});

test('PORT_OFFSET: unset or empty is 0, a whole number is taken, anything else is refused naming it', () => {
  assert.equal(offsetFrom({}), 0);
  assert.equal(offsetFrom({ PORT_OFFSET: '200' }), 200);
  assert.equal(offsetFrom({ PORT_OFFSET: '' }), 0);
  for (const value of ['abc', '-1', '1.5'])
    assert.throws(() => offsetFrom({ PORT_OFFSET: value }), {
      message: `PORT_OFFSET must be a whole number ≥ 0, got "${value}"`,
    });
});
