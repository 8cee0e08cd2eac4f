import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apps, portOf } from '@codecrush/build-config/runtime';
import { apiService } from '@codecrush/contracts/apps';
import { loadConfig, resolveConfig } from '../src/config';
import { checkHttpLimits, checkLeaseRule } from '../src/configRules';
import { offsetPort } from './helpers/ports';

const day = 24 * 60 * 60 * 1000;
const smtpEnv = { SMTP_HOST: 'smtp.example.com', MAIL_TO: 'hr@example.com' };
const databaseEnv = { DATABASE_URL: 'postgres://codecrush:secret@db.internal:5432/codecrush' };

describe('configuration: what an operator gets', () => {
  test('nothing set: the defaults the README documents', () => {
    const config = loadConfig({});
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, offsetPort(apiService.port));
    assert.equal(config.dataDir, resolve(import.meta.dirname, '..', '..', '.data', 'api'));
    assert.equal(config.database, undefined);
    assert.equal(config.attachmentRetentionMs, 7 * day);
    assert.deepEqual(config.retention, { sentMs: 30 * day, failedMs: 90 * day });
    assert.equal(config.opsToken, undefined);
    assert.deepEqual(config.rateLimit, { max: 20, windowMs: 60_000 });
    assert.equal(config.minFillMs, 3000);
    assert.equal(config.formTokenMaxAgeMs, day);
    assert.equal(config.bodyLimitBytes, 65_536);
    assert.deepEqual(config.upload, { maxFileBytes: 5_242_880, maxFields: 20, maxFieldBytes: 16_384 });
    assert.equal(config.smtp, undefined);
    assert.deepEqual(config.relay, {
      baseDelayMs: 30_000,
      maxDelayMs: 3_600_000,
      maxAttempts: 20,
      pollMs: 5000,
      concurrency: 2,
      leaseMs: 300_000,
      sendDeadlineMs: 120_000,
      maxClaimsWithoutOutcome: 3,
    });
    assert.deepEqual(config.emailjs, { serviceId: undefined, templateId: undefined, publicKey: undefined });
    assert.equal(config.logLevel, 'info');
    assert.deepEqual(config.trustProxy, []);
    assert.deepEqual(config.httpLimits, {
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 5000,
      maxConnections: 1000,
    });
    assert.equal(config.tls, undefined);
    const sitePorts = apps.map((app) => portOf(app.dir));
    assert.deepEqual(config.corsOrigins, [
      ...sitePorts.map((port) => `http://localhost:${port}`),
      ...sitePorts.map((port) => `http://127.0.0.1:${port}`),
    ]);
  });

  test('FORM_TOKEN_SECRET: unset and not required by default; set, it is used as is (spaces around ignored)', () => {
    assert.equal(loadConfig({}).formTokenSecret, undefined);
    assert.equal(loadConfig({ FORM_TOKEN_SECRET: '  ' }).formTokenSecret, undefined);
    assert.equal(loadConfig({}).formTokenSecretRequiredBy, undefined);
    const shared = 'shared-with-the-shell-32-chars-ok';
    assert.equal(loadConfig({ FORM_TOKEN_SECRET: ` ${shared} ` }).formTokenSecret, shared);
  });

  test('FORM_TOKEN_SECRET shorter than 32 characters is refused, saying how to make one', () => {
    assert.equal(loadConfig({ FORM_TOKEN_SECRET: 'k'.repeat(32) }).formTokenSecret, 'k'.repeat(32));
    assert.throws(() => loadConfig({ FORM_TOKEN_SECRET: 'k'.repeat(31) }), {
      name: 'FormTokenSecretError',
      message: 'FORM_TOKEN_SECRET must be at least 32 characters (got 31); make one with `openssl rand -base64 32`',
    });
  });

  test('FORM_TOKEN_SECRET is required with DATABASE_URL (several instances) or API_TRUST_PROXY (behind a proxy)', () => {
    assert.equal(
      loadConfig(databaseEnv).formTokenSecretRequiredBy,
      'DATABASE_URL is set (API instances sharing one database)',
    );
    for (const proxied of ['127.0.0.1', ' 10.0.0.0/8 '])
      assert.equal(
        loadConfig({ API_TRUST_PROXY: proxied }).formTokenSecretRequiredBy,
        'API_TRUST_PROXY is set (the API behind a proxy or balancer)',
        proxied,
      );
    for (const off of ['', '0', 'false', 'OFF'])
      assert.equal(loadConfig({ API_TRUST_PROXY: off }).formTokenSecretRequiredBy, undefined, off);
  });

  test('FORM_TOKEN_MAX_AGE_MS longer than the 24 h a spent token is remembered is refused', () => {
    assert.equal(loadConfig({ FORM_TOKEN_MAX_AGE_MS: String(day) }).formTokenMaxAgeMs, day);
    assert.throws(
      () => loadConfig({ FORM_TOKEN_MAX_AGE_MS: String(day + 1) }),
      new Error(
        `FORM_TOKEN_MAX_AGE_MS must be at most ${day} (24 h: how long a spent form token is remembered), got "${day + 1}"`,
      ),
    );
  });

  test('every setting is read from its variable, surrounding spaces ignored', () => {
    const config = loadConfig({
      API_HOST: ' 0.0.0.0 ',
      API_PORT: '8080',
      API_DATA_DIR: 'relative/data',
      API_ATTACHMENT_RETENTION_MS: '1000',
      API_SENT_RETENTION_MS: '2000',
      API_FAILED_RETENTION_MS: '3000',
      OPS_TOKEN: 'ops-secret-of-the-team',
      API_RATE_LIMIT_MAX: '5',
      API_RATE_LIMIT_WINDOW_MS: '10000',
      API_MIN_FILL_MS: '1500',
      FORM_TOKEN_MAX_AGE_MS: '60000',
      API_BODY_LIMIT_BYTES: '2048',
      API_MAX_UPLOAD_BYTES: '1000000',
      RELAY_BASE_DELAY_MS: '100',
      RELAY_MAX_DELAY_MS: '900',
      RELAY_MAX_ATTEMPTS: '4',
      RELAY_POLL_MS: '50',
      RELAY_CONCURRENCY: '8',
      RELAY_LEASE_MS: '700',
      RELAY_SEND_DEADLINE_MS: '600',
      RELAY_MAX_CLAIMS_WITHOUT_OUTCOME: '2',
      EMAILJS_SERVICE_ID: 'service_x',
      EMAILJS_TEMPLATE_ID: 'template_x',
      EMAILJS_PUBLIC_KEY: 'key_x',
      API_LOG_LEVEL: 'warn',
      API_TRUST_PROXY: ' 127.0.0.1 , 10.0.0.0/8,loopback ',
      API_REQUEST_TIMEOUT_MS: '20000',
      API_HEADERS_TIMEOUT_MS: '8000',
      API_KEEP_ALIVE_TIMEOUT_MS: '61000',
      API_MAX_CONNECTIONS: '250',
    });
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.port, 8080);
    assert.equal(config.dataDir, resolve('relative/data'));
    assert.equal(config.attachmentRetentionMs, 1000);
    assert.deepEqual(config.retention, { sentMs: 2000, failedMs: 3000 });
    assert.equal(config.opsToken, 'ops-secret-of-the-team');
    assert.deepEqual(config.rateLimit, { max: 5, windowMs: 10_000 });
    assert.equal(config.minFillMs, 1500);
    assert.equal(config.formTokenMaxAgeMs, 60_000);
    assert.equal(config.bodyLimitBytes, 2048);
    assert.equal(config.upload.maxFileBytes, 1_000_000);
    assert.deepEqual(config.relay, {
      baseDelayMs: 100,
      maxDelayMs: 900,
      maxAttempts: 4,
      pollMs: 50,
      concurrency: 8,
      leaseMs: 700,
      sendDeadlineMs: 600,
      maxClaimsWithoutOutcome: 2,
    });
    assert.deepEqual(config.emailjs, { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' });
    assert.equal(config.logLevel, 'warn');
    assert.deepEqual(config.trustProxy, ['127.0.0.1', '10.0.0.0/8', 'loopback']);
    assert.deepEqual(config.httpLimits, {
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 8000,
      keepAliveTimeoutMs: 61_000,
      maxConnections: 250,
    });
  });

  test('a blank variable counts as unset', () => {
    const config = loadConfig({
      API_HOST: '  ',
      API_PORT: ' ',
      API_CORS_ORIGINS: ' ',
      API_TRUST_PROXY: '',
      OPS_TOKEN: ' ',
    });
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, offsetPort(apiService.port));
    assert.deepEqual(config.corsOrigins, loadConfig({}).corsOrigins);
    assert.deepEqual(config.trustProxy, []);
    assert.equal(config.opsToken, undefined);
  });
});

describe('configuration: SMTP and PostgreSQL', () => {
  test('SMTP: port 587 (465 when secure), the default sender, credentials and timeout from the environment', () => {
    assert.equal(loadConfig({ MAIL_TO: 'hr@example.com' }).smtp, undefined);
    assert.deepEqual(loadConfig(smtpEnv).smtp, {
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'CodeCrush website <no-reply@codecrush.local>',
      to: 'hr@example.com',
      timeoutMs: 30_000,
    });
    assert.deepEqual(
      loadConfig({
        ...smtpEnv,
        SMTP_SECURE: 'yes',
        SMTP_PORT: '2465',
        SMTP_USER: 'mailer',
        SMTP_PASS: 'pw',
        MAIL_FROM: 'Site <site@example.com>',
        SMTP_TIMEOUT_MS: '500',
      }).smtp,
      {
        host: 'smtp.example.com',
        port: 2465,
        secure: true,
        user: 'mailer',
        pass: 'pw',
        from: 'Site <site@example.com>',
        to: 'hr@example.com',
        timeoutMs: 500,
      },
    );
  });

  test('DATABASE_URL: PostgreSQL with the documented pool and timeouts; a bad URL is refused', () => {
    assert.deepEqual(loadConfig(databaseEnv).database, {
      url: databaseEnv.DATABASE_URL,
      poolSize: 10,
      connectTimeoutMs: 5000,
      queryTimeoutMs: 10_000,
    });
    assert.deepEqual(
      loadConfig({
        ...databaseEnv,
        DATABASE_POOL_SIZE: '3',
        DATABASE_CONNECT_TIMEOUT_MS: '200',
        DATABASE_QUERY_TIMEOUT_MS: '300',
      }).database,
      { url: databaseEnv.DATABASE_URL, poolSize: 3, connectTimeoutMs: 200, queryTimeoutMs: 300 },
    );
    assert.throws(() => loadConfig({ DATABASE_URL: 'mysql://db/x' }), /DATABASE_URL must start with postgres:\/\//);
  });
});

describe('configuration: refused at start', () => {
  const minimums: [name: string, min: number, base?: Record<string, string>][] = [
    ['API_PORT', 0],
    ['API_ATTACHMENT_RETENTION_MS', 0],
    ['API_SENT_RETENTION_MS', 1],
    ['API_FAILED_RETENTION_MS', 1],
    ['API_RATE_LIMIT_MAX', 1],
    ['API_RATE_LIMIT_WINDOW_MS', 1],
    ['API_MIN_FILL_MS', 0],
    ['FORM_TOKEN_MAX_AGE_MS', 1000],
    ['API_BODY_LIMIT_BYTES', 1024],
    ['API_MAX_UPLOAD_BYTES', 1],
    ['RELAY_BASE_DELAY_MS', 1],
    ['RELAY_MAX_DELAY_MS', 1],
    ['RELAY_MAX_ATTEMPTS', 1],
    ['RELAY_POLL_MS', 10],
    ['RELAY_CONCURRENCY', 1],
    ['RELAY_LEASE_MS', 100],
    ['RELAY_SEND_DEADLINE_MS', 100],
    ['RELAY_MAX_CLAIMS_WITHOUT_OUTCOME', 1],
    ['SMTP_PORT', 1, smtpEnv],
    ['SMTP_TIMEOUT_MS', 100, smtpEnv],
    ['DATABASE_POOL_SIZE', 1, databaseEnv],
    ['DATABASE_CONNECT_TIMEOUT_MS', 100, databaseEnv],
    ['DATABASE_QUERY_TIMEOUT_MS', 100, databaseEnv],
    ['API_REQUEST_TIMEOUT_MS', 100, { API_HEADERS_TIMEOUT_MS: '100' }],
    ['API_HEADERS_TIMEOUT_MS', 100],
    ['API_KEEP_ALIVE_TIMEOUT_MS', 100],
    ['API_MAX_CONNECTIONS', 1],
  ];
  for (const [name, min, base] of minimums) {
    test(`${name}: ${min} is accepted, ${min - 1} and a fraction are refused with the variable named`, () => {
      assert.doesNotThrow(() => loadConfig({ ...base, [name]: String(min) }));
      assert.throws(
        () => loadConfig({ ...base, [name]: String(min - 1) }),
        new Error(`${name} must be an integer ≥ ${min}, got "${min - 1}"`),
      );
      assert.throws(() => loadConfig({ ...base, [name]: `${min}.5` }), new RegExp(`^Error: ${name} must be`));
    });
  }

  test('OPS_TOKEN, read once for /healthz and the team view: spaces cut, blank unset, 16 characters at least', () => {
    assert.throws(
      () => loadConfig({ OPS_TOKEN: 'fifteen-chars-x' }),
      new Error('OPS_TOKEN must be at least 16 characters'),
    );
    assert.equal(loadConfig({ OPS_TOKEN: ' sixteen-chars-xy ' }).opsToken, 'sixteen-chars-xy');
    assert.equal(loadConfig({ OPS_TOKEN: '  ' }).opsToken, undefined);
  });

  test('on/off settings take 1/true/yes/on and 0/false/no/off in any case; anything else is refused', () => {
    const secure = (value: string) => loadConfig({ ...smtpEnv, SMTP_SECURE: value }).smtp?.secure;
    for (const yes of ['1', 'true', 'YES', ' On ']) assert.equal(secure(yes), true);
    for (const no of ['0', 'False', 'no', 'OFF']) assert.equal(secure(no), false);
    assert.throws(() => secure('Maybe'), new Error('SMTP_SECURE must be true or false, got "maybe"'));
  });

  test('API_TRUST_PROXY: off by 0/false/no/off; true and hop counts refused, saying what to write instead', () => {
    for (const off of ['0', 'False', 'no', 'OFF', ' , '])
      assert.deepEqual(loadConfig({ API_TRUST_PROXY: off }).trustProxy, []);
    const instead =
      'list the addresses of your proxies instead (IPs or CIDR ranges, comma-separated), e.g. 127.0.0.1 for nginx on this host';
    for (const every of ['true', 'YES', ' On ', '1']) {
      assert.throws(
        () => loadConfig({ API_TRUST_PROXY: every }),
        new Error(
          `API_TRUST_PROXY=${every.trim()} would trust every hop, so a client could choose its own address; ${instead}`,
        ),
      );
    }
    for (const hops of ['2', '10']) {
      assert.throws(
        () => loadConfig({ API_TRUST_PROXY: hops }),
        new Error(
          `API_TRUST_PROXY=${hops}: a hop count cannot tell your proxy from a client that connects directly; ${instead}`,
        ),
      );
    }
  });

  test('API_TRUST_PROXY: every entry must be an address, a CIDR range or a proxy-addr name', () => {
    assert.deepEqual(
      loadConfig({ API_TRUST_PROXY: '::1, fd00::/8, 192.168.0.0/255.255.0.0, uniquelocal' }).trustProxy,
      ['::1', 'fd00::/8', '192.168.0.0/255.255.0.0', 'uniquelocal'],
    );
    assert.throws(
      () => loadConfig({ API_TRUST_PROXY: '127.0.0.1,nginx' }),
      new Error(
        'API_TRUST_PROXY: "nginx" is not an IP address, a CIDR range or loopback, linklocal, uniquelocal (invalid IP address: nginx)',
      ),
    );
    assert.throws(
      () => loadConfig({ API_TRUST_PROXY: '10.0.0.0/33' }),
      /^Error: API_TRUST_PROXY: "10\.0\.0\.0\/33" is not an IP address/,
    );
  });

  test('a headers timeout longer than the request timeout is refused, naming both variables', () => {
    const config = (env: Record<string, string>) => resolveConfig({}, env);
    assert.doesNotThrow(() =>
      checkHttpLimits(config({ API_REQUEST_TIMEOUT_MS: '5000', API_HEADERS_TIMEOUT_MS: '5000' })),
    );
    assert.throws(
      () => checkHttpLimits(config({ API_REQUEST_TIMEOUT_MS: '5000', API_HEADERS_TIMEOUT_MS: '5001' })),
      new Error('API_HEADERS_TIMEOUT_MS (5001) must not exceed API_REQUEST_TIMEOUT_MS (5000)'),
    );
  });

  test('CORS origins: trailing slashes and empty entries dropped; "*" refused', () => {
    assert.deepEqual(loadConfig({ API_CORS_ORIGINS: 'https://a.example//, ,http://b.example:8080/' }).corsOrigins, [
      'https://a.example',
      'http://b.example:8080',
    ]);
    assert.throws(
      () => loadConfig({ API_CORS_ORIGINS: '*' }),
      new Error('API_CORS_ORIGINS must list origins; "*" is not allowed'),
    );
  });
});

describe('configuration: TLS', () => {
  let dir: string;
  let cert: string;
  let key: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'api-config-'));
    cert = join(dir, 'cert.pem');
    key = join(dir, 'key.pem');
    await writeFile(cert, 'CERT');
    await writeFile(key, 'KEY');
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('both files: HTTPS with their contents, and the site origins allowed over https too', () => {
    const config = loadConfig({ TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
    assert.equal(config.tls?.cert.toString(), 'CERT');
    assert.equal(config.tls?.key.toString(), 'KEY');
    const plain = loadConfig({}).corsOrigins;
    assert.deepEqual(config.corsOrigins, [...plain, ...plain.map((origin) => origin.replace('http://', 'https://'))]);
  });

  test('only one of the two files is refused', () => {
    for (const env of [{ TLS_CERT_FILE: cert }, { TLS_KEY_FILE: key }]) {
      assert.throws(() => loadConfig(env), new Error('TLS needs both TLS_CERT_FILE and TLS_KEY_FILE'));
    }
  });
});

describe('configuration: overrides and the lease rule', () => {
  test('overrides lie over the environment, one setting at a time within each group', () => {
    const config = resolveConfig(
      {
        host: '127.0.0.2',
        rateLimit: { max: 7 },
        retention: { sentMs: 11 },
        upload: { maxFileBytes: 12 },
        relay: { pollMs: 13 },
        emailjs: { serviceId: 'service_o' },
        health: { rateLimitMax: 14 },
        httpLimits: { headersTimeoutMs: 15 },
      },
      {
        API_HOST: '10.0.0.1',
        API_MAX_CONNECTIONS: '16',
        API_RATE_LIMIT_WINDOW_MS: '999',
        RELAY_MAX_ATTEMPTS: '6',
        EMAILJS_TEMPLATE_ID: 'template_e',
      },
    );
    assert.equal(config.host, '127.0.0.2');
    assert.deepEqual(config.rateLimit, { max: 7, windowMs: 999 });
    assert.deepEqual(config.retention, { sentMs: 11, failedMs: 90 * day });
    assert.deepEqual(config.upload, { maxFileBytes: 12, maxFields: 20, maxFieldBytes: 16_384 });
    assert.equal(config.relay.pollMs, 13);
    assert.equal(config.relay.maxAttempts, 6);
    assert.deepEqual(config.emailjs, { serviceId: 'service_o', templateId: 'template_e', publicKey: undefined });
    assert.equal(config.health.rateLimitMax, 14);
    assert.deepEqual(config.httpLimits, {
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 15,
      keepAliveTimeoutMs: 5000,
      maxConnections: 16,
    });
    assert.equal(config.health.retentionDays, loadConfig({}).health.retentionDays);
  });

  const relay = (leaseMs: number) => ({ ...loadConfig({}).relay, leaseMs, sendDeadlineMs: 1000 });

  test('SQLite: the lease must cover the send deadline plus the SQLite lock wait (5 s)', () => {
    assert.doesNotThrow(() => checkLeaseRule({ relay: relay(6000), database: undefined }));
    assert.throws(
      () => checkLeaseRule({ relay: relay(5999), database: undefined }),
      new Error(
        'RELAY_LEASE_MS (5999) must be at least RELAY_SEND_DEADLINE_MS (1000) + the SQLite lock wait (5000) = 6000',
      ),
    );
  });

  test('PostgreSQL: the lease must cover the send deadline, a connection wait and one query', () => {
    const database = { url: databaseEnv.DATABASE_URL, poolSize: 1, connectTimeoutMs: 200, queryTimeoutMs: 300 };
    assert.doesNotThrow(() => checkLeaseRule({ relay: relay(1500), database }));
    assert.throws(
      () => checkLeaseRule({ relay: relay(1499), database }),
      new Error(
        'RELAY_LEASE_MS (1499) must be at least RELAY_SEND_DEADLINE_MS (1000) + DATABASE_CONNECT_TIMEOUT_MS (200) + DATABASE_QUERY_TIMEOUT_MS (300) = 1500',
      ),
    );
  });
});
