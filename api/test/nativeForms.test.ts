import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import {
  antiSpamFields,
  jobUploadKinds,
  nativeFormIds,
  nativeFormPath,
  otherExpertiseChoice,
  paths,
  uploadMessages,
  validationMessages,
  type NativeFormId,
} from '@codecrush/contracts';
import { formTokenField, issueFormToken } from '@codecrush/server/form-token';
import { defaultCorsOrigins } from '../src/config';
import { checkFormToken } from '../src/native/formTokenCheck';
import { smtpTo, sqliteDatabase, startTestApi, type TestApi } from './helpers/api';
import {
  expiredFormMessage,
  nativeFileOf,
  postNative,
  servedToken,
  siteOrigin,
  spentFormMessage,
  testTokenSecret,
  validNativeFields,
  type NativeAnswer,
} from './helpers/native';
import type { LogLine } from './helpers/logger';
import { remoteOrigin } from './helpers/ports';
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

/** The problems a page lists, in order: its list holds one `<li>` per line. */
const listedProblems = (text: string): string[] =>
  (/<ul>\n([\s\S]*?)\n<\/ul>/.exec(text)?.[1] ?? '').split('\n').map((item) => item.replace(/^<li>(.*)<\/li>$/, '$1'));

/** Where the page's link back to the form leads. */
const backLinkOf = (text: string): string | undefined => /<a href="([^"]*)">open the form again<\/a>/.exec(text)?.[1];

/** A problems page, as its own: never cached, never sniffed, no referrer, nothing loaded or run. */
const assertProblemsPageHeaders = (answer: NativeAnswer, status: number) => {
  assert.equal(answer.status, status);
  assert.equal(answer.location, null);
  assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(
    answer.headers.get('content-security-policy'),
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  assert.equal(answer.headers.get('cache-control'), 'no-store');
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(answer.headers.get('referrer-policy'), 'no-referrer');
  assert.match(answer.text, /<h1>Your message was not sent<\/h1>/);
};

/** A problems page listing exactly `problems`, in this order. */
const assertProblemsPage = (answer: NativeAnswer, status: number, problems: readonly string[]) => {
  assertProblemsPageHeaders(answer, status);
  assert.deepEqual(listedProblems(answer.text), problems);
};

/** A body of the given type posted to a form's route from the site, as no browser form sends it. */
const postRaw = async (api: TestApi, id: NativeFormId, type: string, body: string): Promise<NativeAnswer> => {
  const response = await fetch(`${api.url}${nativeFormPath(id)}`, {
    method: 'POST',
    headers: { 'content-type': type, origin: siteOrigin },
    body,
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
    headers: response.headers,
  };
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

  test("job: the form's names become the wire fields (first and last name trimmed and joined, phone)", async () => {
    const marker = `jobwire${Date.now()}`;
    const fields = {
      ...validNativeFields('job'),
      firstName: '  Bilal ',
      lastName: ' Ahmed  ',
      email: `${marker}@mail.com`,
    };
    await postNative(api.url, 'job', fields, { multipart: true });
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

  test('remote resources: rows 0 to 19 in number order, whatever order they came in; other names are no rows', async () => {
    const marker = `row order ${Date.now()}`;
    const row = (index: number | string, name: string) => ({
      [`expertise.${index}.nameOfExpertise`]: name,
      [`expertise.${index}.numberOfExpertise`]: '1',
      [`expertise.${index}.durationOfHire`]: '3 months',
    });
    const fields = validNativeFields('remote-resources', marker);
    delete fields.additionalRequirements;
    const answer = await postNative(api.url, 'remote-resources', {
      ...row(10, 'Row ten'),
      ...row(20, 'Row twenty'),
      ...fields,
      ...row(2, 'Row two'),
      ...row('01', 'Row one'),
      'x-expertise.3.nameOfExpertise': 'Not a row',
      'expertise.4.nameOfExpertise.x': 'Not a row',
      'expertise.5.color': 'Not a field of a row',
    });
    assert.equal(answer.status, 303);
    const [stored] = storedWith(api, marker);
    assert.equal(
      stored?.fields.requiredExpertise,
      [
        'Expertise: Senior Developer – QA Engineer, Number: 2, Duration: 6 months',
        'Expertise: Row one, Number: 1, Duration: 3 months',
        'Expertise: Row two, Number: 1, Duration: 3 months',
        'Expertise: Row ten, Number: 1, Duration: 3 months',
      ].join('\n'),
    );
    assert.equal(stored?.fields.additionalRequirements, undefined, 'an optional field not sent is not stored');
  });

  test('remote resources: a row without a level is stored as the expertise alone', async () => {
    const marker = `no level ${Date.now()}`;
    const fields = validNativeFields('remote-resources', marker);
    delete fields['expertise.0.requiredExpertise'];
    assert.equal((await postNative(api.url, 'remote-resources', fields)).status, 303);
    assert.equal(
      storedWith(api, marker)[0]?.fields.requiredExpertise,
      'Expertise: QA Engineer, Number: 2, Duration: 6 months',
    );
  });

  test('remote resources: a post without any row is checked as one empty row', async () => {
    const fields = Object.fromEntries(
      Object.entries(validNativeFields('remote-resources')).filter(([name]) => !name.startsWith('expertise.')),
    );
    const m = validationMessages.remoteResource;
    assertProblemsPage(await postNative(api.url, 'remote-resources', fields), 400, [
      m.nameOfExpertiseRequired,
      m.numberOfExpertiseRequired,
      m.durationOfHireRequired,
    ]);
  });

  test('remote resources: a row that only chose "Other" lists each of its missing fields', async () => {
    const fields = Object.fromEntries(
      Object.entries(validNativeFields('remote-resources')).filter(([name]) => !name.startsWith('expertise.')),
    );
    const m = validationMessages.remoteResource;
    const answer = await postNative(api.url, 'remote-resources', {
      ...fields,
      'expertise.0.requiredExpertise': otherExpertiseChoice,
    });
    assertProblemsPage(answer, 400, [
      m.nameOfExpertiseRequired,
      m.numberOfExpertiseRequired,
      m.durationOfHireRequired,
      m.otherExpertiseRequired,
    ]);
  });

  test('job: a resume of a kind the form does not take is listed with the other problems', async () => {
    const answer = await postNative(
      api.url,
      'job',
      { ...validNativeFields('job'), firstName: '' },
      { file: { field: 'resume', filename: 'resume.txt', content: Buffer.from('plain text') } },
    );
    assertProblemsPage(answer, 400, ['First name is required', uploadMessages.typeNotAllowed(jobUploadKinds)]);
  });

  test('internship: a CV of a kind the form does not take is listed with the other problems', async () => {
    const answer = await postNative(
      api.url,
      'internship',
      { ...validNativeFields('internship'), interest: '' },
      { file: { field: 'cv', filename: 'cv.exe', content: Buffer.from('MZ') } },
    );
    assertProblemsPage(answer, 400, ['Interest is required', validationMessages.upload.cvType]);
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
    assertProblemsPage(answer, 400, ['File content is not an allowed type']);
    assert.equal(backLinkOf(answer.text), `${siteOrigin}${paths.jobApply}`);
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
    assert.equal(backLinkOf(foreign.text), `${api.config.corsOrigins[0]}${paths.contact}`);
    const json = await postRaw(
      api,
      'contact-page',
      'application/json',
      JSON.stringify(validNativeFields('contact-page')),
    );
    assertProblemsPage(json, 415, ['Send the form as a browser does (urlencoded or multipart)']);
  });

  test('a refusal whose text holds markup characters is shown escaped (an empty JSON body)', async () => {
    const answer = await postRaw(api, 'contact-page', 'application/json', '');
    assertProblemsPage(answer, 400, ['Body cannot be empty when content-type is set to &#39;application/json&#39;']);
  });

  test('a field sent twice (urlencoded) → the problems page, nothing stored', async () => {
    const before = await messageCount(api);
    const body = `${new URLSearchParams(validNativeFields('contact-page')).toString()}&message=again`;
    const answer = await postRaw(api, 'contact-page', 'application/x-www-form-urlencoded', body);
    assertProblemsPage(answer, 400, ['Each field may be sent only once']);
    assert.equal(await messageCount(api), before);
  });

  test('a multipart field declared as JSON (no browser sends one) → the problems page, nothing stored', async () => {
    const before = await messageCount(api);
    const parts = Object.entries({ ...validNativeFields('contact-page'), message: '{"text":"hi"}' }).map(
      ([name, value]) =>
        `--b\r\ncontent-disposition: form-data; name="${name}"\r\n${name === 'message' ? 'content-type: application/json\r\n' : ''}\r\n${value}\r\n`,
    );
    const answer = await postRaw(api, 'contact-page', 'multipart/form-data; boundary=b', `${parts.join('')}--b--\r\n`);
    assertProblemsPage(answer, 400, ['Invalid value for message']);
    assert.equal(await messageCount(api), before);
  });

  test('size limits: a body over the limit and a file over the limit → 413 page', async () => {
    const big = await postNative(api.url, 'contact-page', {
      ...validNativeFields('contact-page'),
      message: 'x'.repeat(api.config.bodyLimitBytes + 10),
    });
    assertProblemsPage(big, 413, ['Request body is too large']);
    assert.equal(backLinkOf(big.text), `${siteOrigin}${paths.contact}`);
    const file = await postNative(api.url, 'internship', validNativeFields('internship'), {
      file: { field: 'cv', filename: 'cv.pdf', content: Buffer.alloc(api.config.upload.maxFileBytes + 1, 0x25) },
    });
    assertProblemsPage(file, 413, [uploadMessages.tooLarge(api.config.upload.maxFileBytes)]);
    assert.equal(backLinkOf(file.text), `${siteOrigin}${paths.internshipApply}`);
  });
});

describe('native posts: the site the answer leads back to', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ formTokenSecret: testTokenSecret, minFillMs: 0 });
  });
  after(() => api.stop());

  const [firstOrigin] = defaultCorsOrigins;
  const otherOrigin = remoteOrigin();

  test('a form posted from another origin of the allow-list is sent back to that origin: its sent page, its form', async () => {
    const sent = await postNative(api.url, 'contact-page', validNativeFields('contact-page'), { origin: otherOrigin });
    assert.deepEqual([sent.status, sent.location], [303, `${otherOrigin}/message-sent`]);
    const refused = await postNative(
      api.url,
      'contact-page',
      { ...validNativeFields('contact-page'), phone: '0300 123' },
      { origin: otherOrigin },
    );
    assertProblemsPage(refused, 400, ['Invalid phone number']);
    assert.equal(backLinkOf(refused.text), `${otherOrigin}${paths.contact}`);
  });

  test('without an Origin the Referer names the site; one not allowed, not a URL or missing → the first origin', async () => {
    const locationFor = async (referer: string | undefined) =>
      (await postNative(api.url, 'contact-home', validNativeFields('contact-home'), { origin: null, referer }))
        .location;
    assert.equal(await locationFor(`${otherOrigin}/contact?from=menu`), `${otherOrigin}/message-sent`);
    assert.equal(await locationFor('https://evil.example/contact'), `${firstOrigin}/message-sent`);
    assert.equal(await locationFor('not a url'), `${firstOrigin}/message-sent`);
    assert.equal(await locationFor(undefined), `${firstOrigin}/message-sent`);
    assert.notEqual(firstOrigin, otherOrigin);
  });
});

describe('native posts: the database not answering', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ formTokenSecret: testTokenSecret, minFillMs: 0 });
  });
  after(() => api.stop());

  test('a database refusing writes → 503 page with Retry-After, nothing stored; the same post is accepted once it answers', async () => {
    const marker = `unavailable ${Date.now()}`;
    const fields = validNativeFields('job', marker.replace(/\W/g, ''));
    const post = () =>
      postNative(
        api.url,
        'job',
        { ...fields, email: `${marker.replace(/\W/g, '')}@mail.com` },
        { file: nativeFileOf('job') },
      );
    sqliteDatabase(api).pragma('query_only = ON');
    try {
      const refused = await post();
      assertProblemsPage(refused, 503, [
        'Your message could not be taken just now and nothing was stored. Go back and send the form again in a few seconds.',
      ]);
      assert.equal(refused.headers.get('retry-after'), '10');
      assert.equal(backLinkOf(refused.text), `${siteOrigin}${paths.jobApply}`);
    } finally {
      sqliteDatabase(api).pragma('query_only = OFF');
    }
    assert.equal(await messageCount(api), 0);
    const accepted = await post();
    assert.deepEqual([accepted.status, accepted.location], [303, `${siteOrigin}/application-sent`]);
    assert.equal(await messageCount(api), 1);
  });
});

describe("native posts: the operator's log", () => {
  const lines: LogLine[] = [];
  let api: TestApi;
  before(async () => {
    api = await startTestApi(
      { formTokenSecret: testTokenSecret, minFillMs: 3000, logLevel: 'info' },
      { write: (line) => lines.push(JSON.parse(line) as LogLine) },
    );
  });
  after(() => api.stop());

  /** What `send` logged besides fastify's request lines: level, message, and the form and verdict when given. */
  const loggedBy = async (send: () => Promise<unknown>): Promise<LogLine[]> => {
    const from = lines.length;
    await send();
    return lines
      .slice(from)
      .filter((line) => line.msg !== 'incoming request' && line.msg !== 'request completed')
      .map(({ level, msg, form, token, statusCode, code }) =>
        Object.fromEntries(
          Object.entries({ level, msg, form, token, statusCode, code }).filter(([, value]) => value !== undefined),
        ),
      );
  };
  const info = 30;
  const contact =
    (fields: Record<string, string> = {}, marker = 'log words') =>
    () =>
      postNative(api.url, 'contact-page', { ...validNativeFields('contact-page', marker), ...fields });

  test('each dropped or refused post is logged with its form and why, never with what the visitor typed', async () => {
    const from = lines.length;
    assert.deepEqual(await loggedBy(contact({ website: 'spam.example' }, 'typed-words-1')), [
      { level: info, msg: 'spam trap tripped, message dropped', form: 'contact-page' },
    ]);
    assert.deepEqual(await loggedBy(contact({ formToken: servedToken('contact-page', 500) }, 'typed-words-2')), [
      { level: info, msg: 'form sent faster than the minimum fill time, message dropped', form: 'contact-page' },
    ]);
    const refusedTokens: Array<[string, string]> = [
      ['invalid', 'not-a-token'],
      ['otherForm', servedToken('job')],
      ['expired', servedToken('contact-page', 25 * 60 * 60_000)],
    ];
    for (const [verdict, formToken] of refusedTokens) {
      assert.deepEqual(await loggedBy(contact({ formToken }, 'typed-words-3')), [
        { level: info, msg: 'form token refused', form: 'contact-page', token: verdict },
      ]);
    }
    assert.deepEqual(await loggedBy(contact({ message: `typed-words-4 ${'x'.repeat(api.config.bodyLimitBytes)}` })), [
      { level: info, msg: 'native form refused', statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' },
    ]);
    assert.doesNotMatch(JSON.stringify(lines.slice(from)), /typed-words/);
  });

  test('a double submit and a second message with a spent token are logged, nothing stored', async () => {
    const fields = validNativeFields('contact-page', 'logged once');
    const send = (message: string) => () => postNative(api.url, 'contact-page', { ...fields, message });
    assert.deepEqual(await loggedBy(send('logged once')), [{ level: info, msg: 'message stored', form: 'contact' }]);
    assert.deepEqual(await loggedBy(send('logged once')), [
      { level: info, msg: 'double submit of a native form, nothing stored', form: 'contact-page' },
    ]);
    assert.deepEqual(await loggedBy(send('another message')), [
      { level: info, msg: 'form token already spent on another message, nothing stored', form: 'contact-page' },
    ]);
  });

  test('a database that does not answer is logged as an error, with its cause', async () => {
    sqliteDatabase(api).pragma('query_only = ON');
    try {
      const logged = await loggedBy(contact());
      assert.deepEqual(logged, [{ level: 50, msg: 'request failed' }]);
      const [failed] = lines.filter((line) => line.msg === 'request failed');
      assert.match(JSON.stringify(failed?.err), /the outbox database did not answer/);
    } finally {
      sqliteDatabase(api).pragma('query_only = OFF');
    }
  });

  test('a defect (500) → the generic problems page, no Retry-After, its cause logged as an error and never shown', async () => {
    const commit = api.store.commit.bind(api.store);
    api.store.commit = () => {
      throw new Error('a defect in the store: internal detail');
    };
    let answer: NativeAnswer | undefined;
    try {
      const logged = await loggedBy(async () => {
        answer = await postNative(api.url, 'contact-page', validNativeFields('contact-page', 'defect words'));
      });
      assert.deepEqual(logged, [{ level: 50, msg: 'request failed' }]);
    } finally {
      api.store.commit = commit;
    }
    assert.ok(answer);
    assertProblemsPage(answer, 500, ['Something went wrong, please try again later']);
    assert.equal(answer.headers.get('retry-after'), null);
    assert.doesNotMatch(answer.text, /internal detail/);
    const [failed] = lines.filter((line) => line.msg === 'request failed').slice(-1);
    assert.match(JSON.stringify(failed?.err), /internal detail/);
  });
});

describe('the verdict on a form token (checkFormToken)', () => {
  const rules = { secret: testTokenSecret, minFillMs: 3000, maxAgeMs: 60_000 };
  const issuedAt = 1_700_000_000_000;
  const token = issueFormToken(testTokenSecret, 'job', issuedAt);
  const verdictAfter = (ms: number) => checkFormToken(token, 'job', rules, issuedAt + ms);

  test('too fast from the moment it was served until the minimum fill time', () => {
    assert.deepEqual([0, 1, 2999].map(verdictAfter), ['tooFast', 'tooFast', 'tooFast']);
  });

  test('ok from the minimum fill time up to the maximum age included; expired after it', () => {
    assert.deepEqual([3000, 60_000, 60_001].map(verdictAfter), ['ok', 'ok', 'expired']);
  });

  test('issued in the future (server clocks apart): counted as old enough', () => {
    assert.deepEqual([-1, -60_000].map(verdictAfter), ['ok', 'ok']);
  });

  test("another form's token is told apart from one that is not the site's", () => {
    assert.equal(checkFormToken(token, 'internship', rules, issuedAt + 5000), 'otherForm');
    const foreign = issueFormToken('another-key-of-at-least-32-characters!!', 'job', issuedAt);
    assert.deepEqual(
      [foreign, '', undefined].map((given) => checkFormToken(given, 'job', rules, issuedAt + 5000)),
      ['invalid', 'invalid', 'invalid'],
    );
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
    assertProblemsPageHeaders(limited, 429);
    assert.match(listedProblems(limited.text).join('|'), /^Too many requests, please try again in [^|]+$/);
    assert.equal(backLinkOf(limited.text), `${siteOrigin}/`, 'back to the home page form');
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
