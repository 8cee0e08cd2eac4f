import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

/** The ports as a fresh process with `env` reads them (the module reads the environment once, on load). */
function portsWith(env) {
  const script =
    "const { apiPort, portOf } = await import('./ports.mjs'); console.log(JSON.stringify({ api: apiPort, shell: portOf('shell') }));";
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  });
  return run.status === 0 ? JSON.parse(run.stdout) : { error: run.stderr };
}

test('PORT_OFFSET shifts the site and the API together', () => {
  const base = portsWith({});
  assert.deepEqual(portsWith({ PORT_OFFSET: '100' }), { api: base.api + 100, shell: base.shell + 100 });
});

test('API_PORT=0 lets the system pick the API a free port; an app port of 0 is refused, naming its variable', () => {
  assert.equal(portsWith({ API_PORT: '0' }).api, 0);
  assert.match(portsWith({ PORT_SHELL: '0' }).error, /PORT_SHELL must be a port number \(1–65535\), got "0"/);
});

test('a port that is not one is refused with the variable named', () => {
  assert.match(portsWith({ API_PORT: '70000' }).error, /API_PORT must be a port number \(0–65535\), got "70000"/);
  assert.match(portsWith({ PORT_OFFSET: 'abc' }).error, /PORT_OFFSET must be a whole number ≥ 0, got "abc"/);
});
