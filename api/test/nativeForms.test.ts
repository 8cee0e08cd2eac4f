import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { antiSpamFields, nativeFormIds, nativeFormPath, type NativeFormId } from '@codecrush/contracts';
import { formTokenField } from '@codecrush/server/form-token';
import { expiredFormMessage, spentFormMessage } from '../src/native/routes';
import { smtpTo, sqliteDatabase, startTestApi, type TestApi } from './helpers/api';
import {
  nativeFileOf,
  postNative,
  servedToken,
  siteOrigin,
  testTokenSecret,
  validNativeFields,
  type NativeAnswer,
} from './helpers/native';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { waitFor } from './helpers/wait';

interface StoredRow {
  kind: string;
  fields: Record<string, string>;
  attachmentName: string | null;
}

/** The stored messages whose fields contain `marker`. */
const storedWith = (api: TestApi, marker: string): StoredRow[] =>
  (
    sqliteDatabase(api)
      .prepare('SELECT kind, fields, attachment_name FROM messages WHERE fields LIKE ? ORDER BY id')
      .all(`%${marker}%`) as Array<{ kind: string; fields: string; attachment_name: string | null }>
  ).map((row) => ({
    kind: row.kind,
    fields: JSON.parse(row.fields) as Record<string, string>,
    attachmentName: row.attachment_name,
  }));

const messageCount = async (api: TestApi): Promise<number> => {
  const { queued, sending, sent, failed } = await api.store.counts();
  return queued + sending + sent + failed;
};

/** The marker a form's stored message carries (a field each form keeps as typed). */
const markerField: Record<NativeFormId, string> = {
  'contact-home': 'message',
  'contact-page': 'message',
  job: 'email',
  internship: 'experience',
  'remote-resources': 'projectDescription',
};

const withMarker = (id: NativeFormId, marker: string): Record<string, string> => {
  const fields = validNativeFields(id, marker);
  return id === 'job' ? { ...fields, email: `${marker.replace(/\W/g, '')}@mail.com` } : fields;
};

const sentPageOf = (id: NativeFormId) =>
  id === 'job' || id === 'internship' ? `${siteOrigin}/application-sent` : `${siteOrigin}/message-sent`;

/** A token as the first version issued it (`v1.<issued at>.<random>.<HMAC>`, for no form in particular), signed with the key. */
const firstVersionToken = (): string => {
  const payload = `v1.${Date.now() - 60_000}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${createHmac('sha256', testTokenSecret).update(payload).digest('base64url')}`;
};

const assertProblemsPage = (answer: NativeAnswer, status: number, problems: readonly string[]) => {
  assert.equal(answer.status, status);
  assert.equal(answer.location, null);
  assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(answer.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  assert.match(answer.text, /<h1>Your message was not sent<\/h1>/);
  for (const problem of problems) assert.ok(answer.text.includes(`<li>${problem}</li>`), `lists "${problem}"`);
};

describe('native posts (forms sent without scripts)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ formTokenSecret: testTokenSecret, minFillMs: 3000 });
  });
  after(() => api.stop());

  test('the token field is the one the forms render', () => {
    assert.equal(formTokenField, antiSpamFields.formToken);
  });

  for (const id of nativeFormIds) {
    test(`${id}: a valid post is stored once and redirected (303) to the site's sent page`, async () => {
      const marker = `native ${id} ${Date.now()}`;
      const file = nativeFileOf(id);
      const answer = await postNative(api.url, id, withMarker(id, marker), { file });
      assert.equal(answer.status, 303);
      assert.equal(answer.location, sentPageOf(id));
      const key = id === 'job' ? marker.replace(/\W/g, '') : marker;
      const rows = storedWith(api, key);
      assert.equal(rows.length, 1);
      assert.equal(
        rows[0]?.kind,
        { job: 'job', internship: 'internship', 'remote-resources': 'remoteResource' }[id as string] ?? 'contact',
      );
      assert.equal(rows[0]?.attachmentName, file?.filename ?? null);
      assert.ok(rows[0]?.fields[markerField[id]]?.includes(key));
    });
  }

  test("job: the form's names become the wire fields (first and last name joined, phone)", async () => {
    const marker = `jobwire${Date.now()}`;
    await postNative(api.url, 'job', { ...validNativeFields('job'), email: `${marker}@mail.com` }, { multipart: true });
    assert.deepEqual(storedWith(api, marker)[0]?.fields, {
      fullName: 'Bilal Ahmed',
      email: `${marker}@mail.com`,
      phone: '03331234567',
    });
  });

  test('remote resources: the rows become the requiredExpertise text, as the script sends it', async () => {
    const marker = `rows ${Date.now()}`;
    await postNative(api.url, 'remote-resources', {
      ...validNativeFields('remote-resources', marker),
      'expertise.1.nameOfExpertise': 'UI/UX Designer',
      'expertise.1.numberOfExpertise': '1',
      'expertise.1.durationOfHire': '3 months',
      'expertise.1.requiredExpertise': '',
    });
    assert.equal(
      storedWith(api, marker)[0]?.fields.requiredExpertise,
      'Expertise: Senior Developer – QA Engineer, Number: 2, Duration: 6 months\n' +
        'Expertise: UI/UX Designer, Number: 1, Duration: 3 months',
    );
  });

  const invalid: ReadonlyArray<[NativeFormId, Record<string, string>, string[]]> = [
    ['contact-home', { fullName: '   ', email: 'a@b' }, ['Name is required', 'Invalid email address']],
    ['contact-page', { phone: '0300 123' }, ['Invalid phone number']],
    ['job', { firstName: ' ', lastName: '' }, ['First name is required', 'Last name is required']],
    [
      'internship',
      { phoneNumber: '12345', interest: '' },
      ['Phone number must be in Pakistani format', 'Interest is required'],
    ],
    ['remote-resources', { companyName: ' ', privacyAgreement: '' }, ['Company name is required']],
  ];
  for (const [id, changes, problems] of invalid) {
    test(`${id}: an invalid post gets a page listing every problem in the form's messages; nothing stored`, async () => {
      const before = await messageCount(api);
      const answer = await postNative(api.url, id, { ...validNativeFields(id), ...changes });
      assertProblemsPage(answer, 400, problems);
      assert.ok(answer.text.includes(`href="${siteOrigin}/`), 'links back to the site');
      assert.equal(await messageCount(api), before);
    });
  }

  test('remote resources: the privacy agreement unticked is a problem', async () => {
    const fields = validNativeFields('remote-resources');
    delete fields.privacyAgreement;
    assertProblemsPage(await postNative(api.url, 'remote-resources', fields), 400, [
      'Please agree to the privacy policy to send your request',
    ]);
  });

  test('a file whose bytes are not what its name says is refused on the problems page', async () => {
    const answer = await postNative(api.url, 'job', validNativeFields('job'), {
      file: { field: 'resume', filename: 'resume.png', content: Buffer.from('%PDF-1.4 not an image') },
    });
    assert.equal(answer.status, 400);
    assert.match(answer.text, /<li>[^<]+<\/li>/);
  });

  test('nothing the visitor typed is echoed on the problems page', async () => {
    const answer = await postNative(api.url, 'contact-page', {
      ...validNativeFields('contact-page', 'secret-text-xyz'),
      fullName: '<script>alert(1)</script>',
      phone: 'abc',
    });
    assert.equal(answer.status, 400);
    assert.ok(!answer.text.includes('secret-text-xyz'));
    assert.ok(!answer.text.includes('<script>'));
  });

  test('honeypot filled: answered like a success (303), nothing stored', async () => {
    const before = await messageCount(api);
    const answer = await postNative(api.url, 'contact-page', {
      ...validNativeFields('contact-page'),
      website: 'spam.example',
    });
    assert.equal(answer.status, 303);
    assert.equal(answer.location, `${siteOrigin}/message-sent`);
    assert.equal(await messageCount(api), before);
  });

  test('sent faster than the minimum fill time after the page was served: 303, nothing stored', async () => {
    const before = await messageCount(api);
    const answer = await postNative(api.url, 'contact-home', {
      ...validNativeFields('contact-home'),
      formToken: servedToken('contact-home', 500),
    });
    assert.equal(answer.status, 303);
    assert.equal(await messageCount(api), before);
  });

  const badTokens: ReadonlyArray<[string, string | undefined]> = [
    ['missing', undefined],
    ['empty (a page the server did not stamp)', ''],
    ['signed with another key', servedToken('contact-page').replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))],
    ['expired (older than a day)', servedToken('contact-page', 25 * 60 * 60_000)],
    ['served in another form (the home page’s contact form)', servedToken('contact-home')],
    ['of the first version (not tied to a form), signed with the key', firstVersionToken()],
  ];
  for (const [what, token] of badTokens) {
    test(`token ${what}: refused with the reload message, nothing stored`, async () => {
      const before = await messageCount(api);
      const fields = Object.fromEntries(
        Object.entries({ ...validNativeFields('contact-page'), formToken: token }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      assertProblemsPage(await postNative(api.url, 'contact-page', fields), 400, [expiredFormMessage]);
      assert.equal(await messageCount(api), before);
    });
  }

  test('a foreign origin is refused (403 page); JSON is refused (415 page)', async () => {
    const foreign = await postNative(api.url, 'contact-page', validNativeFields('contact-page'), {
      origin: 'http://evil.example',
    });
    assertProblemsPage(foreign, 403, ['Origin not allowed']);
    const response = await fetch(`${api.url}${nativeFormPath('contact-page')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      body: JSON.stringify(validNativeFields('contact-page')),
    });
    assert.equal(response.status, 415);
    assert.match(await response.text(), /<li>Send the form as a browser does/);
  });

  test('size limits: a body over the limit and a file over the limit → 413 page', async () => {
    const big = await postNative(api.url, 'contact-page', {
      ...validNativeFields('contact-page'),
      message: 'x'.repeat(api.config.bodyLimitBytes + 10),
    });
    assert.equal(big.status, 413);
    assert.match(big.text, /<h1>Your message was not sent<\/h1>/);
    const file = await postNative(api.url, 'internship', validNativeFields('internship'), {
      file: { field: 'cv', filename: 'cv.pdf', content: Buffer.alloc(api.config.upload.maxFileBytes + 1, 0x25) },
    });
    assert.equal(file.status, 413);
    assert.match(file.text, /<li>[^<]*5 MB/);
  });
});

describe('native posts: rate limit', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ formTokenSecret: testTokenSecret, minFillMs: 0, rateLimit: { max: 3 } });
  });
  after(() => api.stop());

  test('the same per-IP limit as the fetch path: the 4th post in the window gets a 429 page', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await postNative(api.url, 'contact-home', validNativeFields('contact-home', `limit ${i}`))).status,
      );
    }
    assert.deepEqual(statuses, [303, 303, 303]);
    const limited = await postNative(api.url, 'contact-home', validNativeFields('contact-home', 'limit 4'));
    assertProblemsPage(limited, 429, []);
    assert.match(limited.text, /<li>Too many requests, please try again in /);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal(storedWith(api, 'limit 4').length, 0);
  });
});

describe('native posts: double submit and single use', () => {
  let api: TestApi;
  let smtp: TestSmtpServer;
  before(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi({ formTokenSecret: testTokenSecret, minFillMs: 0, smtp: smtpTo(smtp.port) });
  });
  after(async () => {
    await api.stop();
    await smtp.close();
  });

  test('the same served form sent twice at once (double click) and again after Back: one message, one mail', async () => {
    const marker = `double ${Date.now()}`;
    const fields = validNativeFields('internship', marker);
    const file = nativeFileOf('internship');
    const answers = await Promise.all([
      postNative(api.url, 'internship', fields, { file }),
      postNative(api.url, 'internship', fields, { file }),
    ]);
    const again = await postNative(api.url, 'internship', fields, { file });
    for (const answer of [...answers, again]) {
      assert.equal(answer.status, 303);
      assert.equal(answer.location, `${siteOrigin}/application-sent`);
    }
    assert.equal(storedWith(api, marker).length, 1);
    await waitFor(() => smtp.accepted.some((mail) => mail.raw.includes(marker)), 'the mail');
    await waitFor(async () => (await api.store.counts()).queued === 0, 'the outbox to drain');
    assert.equal(smtp.accepted.filter((mail) => mail.raw.includes(marker)).length, 1);
  });

  test('the same text from a reloaded page (a new token) is a new message', async () => {
    const marker = `reloaded ${Date.now()}`;
    await postNative(api.url, 'contact-page', validNativeFields('contact-page', marker));
    await postNative(api.url, 'contact-page', validNativeFields('contact-page', marker));
    assert.equal(storedWith(api, marker).length, 2);
  });

  test('a token is spent by its first accepted message: another message with it → the spent page (409), nothing stored', async () => {
    const first = `first ${Date.now()}`;
    const second = `second ${Date.now()}`;
    const fields = validNativeFields('contact-page', first);
    assert.equal((await postNative(api.url, 'contact-page', fields)).status, 303);
    const other = await postNative(api.url, 'contact-page', { ...fields, message: second });
    assertProblemsPage(other, 409, [spentFormMessage]);
    assert.ok(other.text.includes(`href="${siteOrigin}/contact"`), 'links back to the form');
    const again = await postNative(api.url, 'contact-page', fields);
    assert.deepEqual([again.status, again.location], [303, `${siteOrigin}/message-sent`]);
    assert.equal(storedWith(api, first).length, 1);
    assert.equal(storedWith(api, second).length, 0);
  });

  test('the same fields in another order are the same message: 303, stored once', async () => {
    const marker = `reordered ${Date.now()}`;
    const fields = validNativeFields('remote-resources', marker);
    assert.equal((await postNative(api.url, 'remote-resources', fields)).status, 303);
    const reversed = Object.fromEntries(Object.entries(fields).reverse());
    assert.deepEqual(Object.keys(reversed), Object.keys(fields).reverse());
    const again = await postNative(api.url, 'remote-resources', reversed);
    assert.deepEqual([again.status, again.location], [303, `${siteOrigin}/message-sent`]);
    assert.equal(storedWith(api, marker).length, 1);
  });

  test('a different file with the same token and fields is another message: refused', async () => {
    const marker = `file ${Date.now()}`;
    const fields = validNativeFields('internship', marker);
    const file = nativeFileOf('internship');
    assert.ok(file);
    assert.equal((await postNative(api.url, 'internship', fields, { file })).status, 303);
    const otherFile = { ...file, content: Buffer.concat([file.content, Buffer.from('\n%%EOF\n')]) };
    assertProblemsPage(await postNative(api.url, 'internship', fields, { file: otherFile }), 409, [spentFormMessage]);
    const renamed = { ...file, filename: 'cv-2.pdf' };
    assertProblemsPage(await postNative(api.url, 'internship', fields, { file: renamed }), 409, [spentFormMessage]);
    assert.equal(storedWith(api, marker).length, 1);
  });

  test('a refused post does not spend its token: corrected and sent again with it, it is stored', async () => {
    const marker = `corrected ${Date.now()}`;
    const fields = validNativeFields('contact-home', marker);
    assertProblemsPage(await postNative(api.url, 'contact-home', { ...fields, email: 'a@b' }), 400, [
      'Invalid email address',
    ]);
    assert.equal((await postNative(api.url, 'contact-home', fields)).status, 303);
    assert.equal(storedWith(api, marker).length, 1);
  });

  test('five different messages with one token at once: exactly one stored, the others get the spent page', async () => {
    const marker = `race ${Date.now()}`;
    const fields = validNativeFields('contact-home', marker);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => postNative(api.url, 'contact-home', { ...fields, message: `${marker} #${n}` })),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [303, 409, 409, 409, 409]);
    for (const answer of answers.filter(({ status }) => status === 409))
      assertProblemsPage(answer, 409, [spentFormMessage]);
    assert.equal(storedWith(api, marker).length, 1);
  });
});
