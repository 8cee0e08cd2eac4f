import assert from 'node:assert/strict';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createSiteConfig } from '@codecrush/build-config/runtime';
import { nativeFormPath, type NativeFormId } from '@codecrush/contracts';
import { serveApp } from '@codecrush/server';
import { sqliteDatabase, startTestApi, tempDir, type TestApi } from './helpers/api';
import { spawnApi } from './helpers/child';
import {
  expiredFormMessage,
  postNative,
  siteOrigin,
  spentFormMessage,
  validNativeFields,
  type NativeAnswer,
} from './helpers/native';
import { freePort } from './helpers/ports';
import { postgresSkipped, queryDatabase, startPostgres, type TestPostgres } from './helpers/postgres';

/**
 * Forms posted without scripts on a site served by several hosts: page servers stamp the forms'
 * tokens, any API instance behind the balancer checks them, with one shared key (FORM_TOKEN_SECRET).
 */

const sharedSecret = 'the-key-every-page-server-and-api-shares-0123';

/** A prerendered form as the page servers have it: the action names the form, the token field is empty. */
const prerenderedForm = (id: NativeFormId): string =>
  `<form method="post" action="/api${nativeFormPath(id)}" enctype="application/x-www-form-urlencoded">` +
  '<div aria-hidden="true"><input type="text" name="website" tabindex="-1"/>' +
  '<input type="hidden" name="formToken" value=""/></div></form>';

/** The shell's deployed pages: the home page's contact form and the contact page's. */
const writePages = async (distDir: string): Promise<void> => {
  await mkdir(join(distDir, 'contact'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), `<!doctype html><main>${prerenderedForm('contact-home')}</main>`);
  await writeFile(
    join(distDir, 'contact', 'index.html'),
    `<!doctype html><main>${prerenderedForm('contact-page')}</main>`,
  );
};

interface PageHost {
  url: string;
  close(): Promise<unknown>;
}

/** The site's own page server (the shell's, as `npm start` runs it) on 127.0.0.1, signing with `secret`. */
const startPageHost = async (distDir: string, secret: string): Promise<PageHost> => {
  const port = await freePort();
  const app = await serveApp({
    distDir,
    port,
    host: '127.0.0.1',
    isHost: true,
    config: createSiteConfig({}),
    formTokenSecret: secret,
  });
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
};

/** The token a visitor's copy of `path` carries, as `host` served it. */
const servedToken = async (host: PageHost, path: string): Promise<string> => {
  const response = await fetch(`${host.url}${path}`);
  assert.equal(response.status, 200);
  const token = /name="formToken" value="([^"]+)"/.exec(await response.text())?.[1];
  assert.ok(token, `${path} from ${host.url} carries a token`);
  return token;
};

const pageOf: Record<'contact-home' | 'contact-page', string> = { 'contact-home': '/', 'contact-page': '/contact' };

/** Posts `id`'s form, filled in with `marker` as its message, with the token a page server stamped. */
const postServed = (api: TestApi, id: 'contact-home' | 'contact-page', token: string, marker: string) =>
  postNative(api.url, id, { ...validNativeFields(id, marker), formToken: token });

const assertSent = (answer: NativeAnswer) =>
  assert.deepEqual([answer.status, answer.location], [303, `${siteOrigin}/message-sent`]);

const assertRefused = (answer: NativeAnswer, status: number, message: string) => {
  assert.equal(answer.status, status);
  assert.match(answer.text, /<h1>Your message was not sent<\/h1>/);
  assert.ok(answer.text.includes(`<li>${message}</li>`), `says "${message}"`);
};

/** Messages whose fields contain `marker` in one instance's own SQLite outbox. */
const sqliteCount = (api: TestApi, marker: string): number =>
  sqliteDatabase(api).prepare('SELECT id FROM messages WHERE fields LIKE ?').all(`%${marker}%`).length;

const uniqueMarker = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

let distDir: string;
let hosts: PageHost[] = [];
before(async () => {
  distDir = await tempDir('native-hosts-pages-');
  await writePages(distDir);
  hosts = [await startPageHost(distDir, sharedSecret), await startPageHost(distDir, sharedSecret)];
});
after(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await rm(distDir, { recursive: true, force: true });
});

describe('two page servers, two API instances on SQLite (a data directory each), one key', () => {
  let apis: TestApi[] = [];
  before(async () => {
    apis = await Promise.all([0, 1].map(() => startTestApi({ formTokenSecret: sharedSecret, minFillMs: 0 })));
  });
  after(() => Promise.all(apis.map((api) => api.stop())));

  test("a page served by host A is accepted by API instance B, and host B's by instance A", async () => {
    const [hostA, hostB] = hosts;
    const [apiA, apiB] = apis;
    assert.ok(hostA && hostB && apiA && apiB);
    for (const [host, api, other] of [
      [hostA, apiB, apiA],
      [hostB, apiA, apiB],
    ] as const) {
      for (const id of ['contact-home', 'contact-page'] as const) {
        const marker = uniqueMarker(`cross ${id}`);
        assertSent(await postServed(api, id, await servedToken(host, pageOf[id]), marker));
        assert.equal(sqliteCount(api, marker), 1);
        assert.equal(sqliteCount(other, marker), 0);
      }
    }
  });

  test("a token served in one form is refused on another form's route, nothing stored", async () => {
    const [hostA] = hosts;
    const [apiA] = apis;
    assert.ok(hostA && apiA);
    const marker = uniqueMarker('wrong form');
    const homeToken = await servedToken(hostA, pageOf['contact-home']);
    assertRefused(await postServed(apiA, 'contact-page', homeToken, marker), 400, expiredFormMessage);
    assert.equal(sqliteCount(apiA, marker), 0);
  });

  test('an instance with a key of its own refuses every page (what each process making its own key did)', async () => {
    const [hostA] = hosts;
    assert.ok(hostA);
    const loner = await startTestApi({ formTokenSecret: 'a-key-of-this-instance-alone-0123456789', minFillMs: 0 });
    try {
      const marker = uniqueMarker('own key');
      const answer = await postServed(loner, 'contact-home', await servedToken(hostA, '/'), marker);
      assertRefused(answer, 400, expiredFormMessage);
      assert.equal(sqliteCount(loner, marker), 0);
    } finally {
      await loner.stop();
    }
  });
});

describe('two API instances on one PostgreSQL: the token is spent across instances', { skip: postgresSkipped }, () => {
  let postgres: TestPostgres;
  let url: string;
  let apis: TestApi[] = [];
  before(async () => {
    postgres = await startPostgres();
    url = await postgres.createDatabase();
    const database = { url, poolSize: 2, connectTimeoutMs: 1000, queryTimeoutMs: 2000 };
    apis = await Promise.all([0, 1].map(() => startTestApi({ formTokenSecret: sharedSecret, minFillMs: 0, database })));
  });
  after(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await postgres.stop();
  });

  const storedCount = async (marker: string): Promise<number> =>
    (await queryDatabase<{ id: number }>(url, 'SELECT id, fields FROM messages')).filter((row) =>
      JSON.stringify(row).includes(marker),
    ).length;

  test("host A's page sent to instance B, then again to A: stored once; another message with its token on A: refused", async () => {
    const [hostA] = hosts;
    const [apiA, apiB] = apis;
    assert.ok(hostA && apiA && apiB);
    const token = await servedToken(hostA, '/');
    const marker = uniqueMarker('pg first');
    assertSent(await postServed(apiB, 'contact-home', token, marker));
    assertSent(await postServed(apiA, 'contact-home', token, marker));
    const other = uniqueMarker('pg other');
    assertRefused(await postServed(apiA, 'contact-home', token, other), 409, spentFormMessage);
    assert.equal(await storedCount(marker), 1);
    assert.equal(await storedCount(other), 0);
  });

  test('the database down at the token lookup: 503 with Retry-After on the problems page; accepted once it is back', async () => {
    const [hostB] = hosts.slice(1);
    const [apiA] = apis;
    assert.ok(hostB && apiA);
    const token = await servedToken(hostB, '/contact');
    const marker = uniqueMarker('pg outage');
    await postgres.pause();
    let down: NativeAnswer;
    try {
      down = await postServed(apiA, 'contact-page', token, marker);
    } finally {
      await postgres.resume();
    }
    assertRefused(
      down,
      503,
      'Your message could not be taken just now and nothing was stored. Go back and send the form again in a few seconds.',
    );
    assert.equal(down.headers.get('retry-after'), '10');
    assert.match(down.headers.get('content-type') ?? '', /^text\/html/);
    assertSent(await postServed(apiA, 'contact-page', token, marker));
    assert.equal(await storedCount(marker), 1);
  });

  test('start-up refused without FORM_TOKEN_SECRET: with DATABASE_URL, and behind a proxy', async () => {
    const dataDir = await tempDir('native-hosts-refused-');
    try {
      for (const [env, reason] of [
        [{ DATABASE_URL: url }, 'DATABASE_URL is set (API instances sharing one database)'],
        [
          { API_TRUST_PROXY: '127.0.0.1', API_DATA_DIR: dataDir },
          'API_TRUST_PROXY is set (the API behind a proxy or balancer)',
        ],
      ] as const) {
        await assert.rejects(spawnApi({ ...env, FORM_TOKEN_SECRET: '' }), (error: Error) => {
          assert.ok(
            error.message.includes(
              `API did not start: FORM_TOKEN_SECRET is required when ${reason}: every page server`,
            ),
            error.message,
          );
          assert.doesNotMatch(error.message, /\n\s+at /, 'no stack trace');
          return true;
        });
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
