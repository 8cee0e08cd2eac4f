import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

/** The variables the ports module reads: each case sets its own, none leaks in from the shell running the tests. */
const portVariable = /^(PORT_OFFSET|PORT_[A-Z_]+|API_PORT|HOST)$/;
const outerEnv = { ...process.env };
let loads = 0;

afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in outerEnv)) delete process.env[name];
  Object.assign(process.env, outerEnv);
});

/**
 * The ports module as a fresh load with `env` reads it (it reads the environment once, on load):
 * what it exports, or the message it fails with.
 */
async function portsWith(env) {
  for (const name of Object.keys(process.env)) if (portVariable.test(name)) delete process.env[name];
  Object.assign(process.env, env);
  try {
    return await import(`./ports.mjs?load=${++loads}`);
  } catch (error) {
    return { error: error.message };
  }
}

test('the default ports: the shell, each remote and the API on their declared ports, on 127.0.0.1', async () => {
  const ports = await portsWith({});
  assert.deepEqual(
    ports.apps.map((app) => [app.dir, app.name, ports.portOf(app.dir)]),
    [
      ['shell', 'shell', 3000],
      ['mf-marketing', 'mf_marketing', 3001],
      ['mf-portfolio', 'mf_portfolio', 3002],
      ['mf-blog', 'mf_blog', 3003],
      ['mf-careers', 'mf_careers', 3004],
      ['mf-forms', 'mf_forms', 3005],
    ],
  );
  assert.deepEqual(
    ports.remoteAppList.map((app) => app.dir),
    ['mf-marketing', 'mf-portfolio', 'mf-blog', 'mf-careers', 'mf-forms'],
  );
  assert.equal(ports.apiPort, 3100);
  assert.equal(ports.portOffset, 0);
  assert.equal(ports.host, '127.0.0.1');
});

test('PORT_OFFSET shifts the site and the API together', async () => {
  const ports = await portsWith({ PORT_OFFSET: '100' });
  assert.deepEqual([ports.portOf('shell'), ports.portOf('mf-forms'), ports.apiPort], [3100, 3105, 3200]);
});

test('one app moved with its own variable (PORT_MF_BLOG), the others and an empty variable keep theirs', async () => {
  const ports = await portsWith({ PORT_MF_BLOG: '4003', PORT_SHELL: '', API_PORT: '' });
  assert.deepEqual([ports.portOf('mf-blog'), ports.portOf('shell'), ports.apiPort], [4003, 3000, 3100]);
  assert.throws(() => ports.portOf('mf-admin'), { message: 'Unknown app mf-admin' });
});

test('API_PORT=0 lets the system pick the API a free port; an app port of 0 is refused, naming its variable', async () => {
  assert.equal((await portsWith({ API_PORT: '0' })).apiPort, 0);
  const ports = await portsWith({ PORT_SHELL: '0' });
  assert.throws(() => ports.portOf('shell'), { message: 'PORT_SHELL must be a port number (1–65535), got "0"' });
});

test('the highest port is allowed, one more and a fraction are refused, naming the variable', async () => {
  assert.equal((await portsWith({ API_PORT: '65535' })).apiPort, 65_535);
  assert.equal((await portsWith({ PORT_SHELL: '1' })).portOf('shell'), 1);
  assert.deepEqual(await portsWith({ API_PORT: '65536' }), {
    error: 'API_PORT must be a port number (0–65535), got "65536"',
  });
  assert.deepEqual(await portsWith({ API_PORT: '3100.5' }), {
    error: 'API_PORT must be a port number (0–65535), got "3100.5"',
  });
  assert.deepEqual(await portsWith({ API_PORT: '-1' }), {
    error: 'API_PORT must be a port number (0–65535), got "-1"',
  });
});

test('a PORT_OFFSET that is not a whole number ≥ 0 is refused, naming the variable', async () => {
  assert.deepEqual(await portsWith({ PORT_OFFSET: 'abc' }), {
    error: 'PORT_OFFSET must be a whole number ≥ 0, got "abc"',
  });
  assert.deepEqual(await portsWith({ PORT_OFFSET: '-1' }), {
    error: 'PORT_OFFSET must be a whole number ≥ 0, got "-1"',
  });
  assert.equal((await portsWith({ PORT_OFFSET: '0' })).portOf('shell'), 3000);
});

test('HOST moves where the composition listens', async () => {
  assert.equal((await portsWith({ HOST: '0.0.0.0' })).host, '0.0.0.0');
});
