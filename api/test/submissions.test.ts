import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { apiPaths, uploadMessages } from '@codecrush/contracts';
import { isLikelyBot } from '../src/intake/antiSpam';
import { smtpTo, startTestApi, type TestApi } from './helpers/api';
import { elfBytes, pngBytes } from './helpers/files';
import { postJson, postMultipart } from './helpers/http';
import { validContact, validEmailjs, validInternship, validJob, validRemoteParams } from './helpers/payloads';
import { startSmtpServer } from './helpers/smtp';
import { waitFor } from './helpers/wait';

describe('accepted submissions', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({
      emailjs: { serviceId: 'service_local', templateId: 'template_local', publicKey: 'public_key_local' },
    });
  });
  after(() => api.stop());

  const queued = async () => (await api.store.counts()).queued;

  test('contact (JSON) → 200 "Message Sent Successfully", committed to the outbox', async () => {
    const before = await queued();
    const answer = await postJson(api.url, validContact());
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.json, { message: 'Message Sent Successfully' });
    assert.equal(await queued(), before + 1);
    const [row] = await api.store.list({ limit: 1 });
    assert.equal(row?.subject, 'Query Message');
    assert.equal(row?.state, 'queued');
  });

  test('job application (multipart, with and without file) → 200 "Application sent successfully!"', async () => {
    const withoutFile = await postMultipart(api.url, validJob());
    assert.equal(withoutFile.status, 200);
    assert.deepEqual(withoutFile.json, { message: 'Application sent successfully!' });
    const withFile = await postMultipart(api.url, validJob(), {
      filename: 'resume.png',
      content: pngBytes(),
      type: 'image/png',
    });
    assert.equal(withFile.status, 200, withFile.text);
    assert.deepEqual(withFile.json, { message: 'Application sent successfully!' });
  });

  test('an empty file part (no file chosen) counts as no file', async () => {
    const answer = await postMultipart(api.url, validJob(), { filename: '', content: new Uint8Array(0) });
    assert.equal(answer.status, 200, answer.text);
  });

  test('internship application (multipart) → 200 "Application sent successfully!"', async () => {
    const answer = await postMultipart(api.url, validInternship());
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.json, { message: 'Application sent successfully!' });
  });

  test('the contact form takes no file', async () => {
    const fields = Object.fromEntries(Object.entries(validContact()).map(([key, value]) => [key, String(value)]));
    const answer = await postMultipart(api.url, fields, { filename: 'a.png', content: pngBytes() });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.json, { message: 'This form does not take a file' });
  });

  test('a file whose bytes are not an allowed kind → 400 with the reason, nothing stored', async () => {
    const before = await queued();
    const answer = await postMultipart(api.url, validJob(), { filename: 'photo.png', content: elfBytes() });
    assert.deepEqual([answer.status, answer.json], [400, { message: 'File content is not an allowed type' }]);
    assert.equal(await queued(), before);
  });

  test('a text field sent twice → 400', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validJob())) form.append(key, value);
    form.append('email', 'other@example.com');
    const response = await fetch(`${api.url}${apiPaths.sendEmail}`, { method: 'POST', body: form });
    assert.deepEqual([response.status, await response.json()], [400, { message: 'Each field may be sent only once' }]);
  });

  test('a JSON body that is not an object (null, a text, a number, a list) → 400, nothing stored', async () => {
    const before = await queued();
    for (const body of ['null', '"Query Message"', '42', '[]']) {
      const answer = await fetch(`${api.url}${apiPaths.sendEmail}`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      assert.deepEqual(
        [answer.status, await answer.json()],
        [400, { message: 'Request body must be a JSON object' }],
        body,
      );
    }
    assert.equal(await queued(), before);
  });

  test('EmailJS-compatible route → 200 text "OK", stored', async () => {
    const before = await queued();
    const answer = await postJson(api.url, validEmailjs(), { path: apiPaths.emailjsSend });
    assert.equal(answer.status, 200);
    assert.equal(answer.text, 'OK');
    assert.equal(await queued(), before + 1);
    assert.equal((await api.store.list({ limit: 1 }))[0]?.subject, 'Remote Resources Request');
  });

  test('EmailJS-compatible route with an Idempotency-Key: the retry gets the first "OK", marked replayed, one row', async () => {
    const before = await queued();
    const key = randomUUID();
    const send = () =>
      postJson(api.url, validEmailjs(), { path: apiPaths.emailjsSend, headers: { 'Idempotency-Key': key } });
    const [first, retry] = [await send(), await send()];
    assert.deepEqual(
      [first, retry].map((answer) => [answer.status, answer.text, answer.headers.get('content-type')]),
      [
        [200, 'OK', 'text/plain; charset=utf-8'],
        [200, 'OK', 'text/plain; charset=utf-8'],
      ],
    );
    assert.deepEqual(
      [first.headers.get('idempotent-replayed'), retry.headers.get('idempotent-replayed')],
      [null, 'true'],
    );
    assert.equal(await queued(), before + 1);
  });

  test('EmailJS-compatible route checks the ids → 400 text reason', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...validEmailjs(), service_id: undefined }, 'The service ID is required'],
      [{ ...validEmailjs(), template_id: 'other' }, 'The template ID is invalid'],
      [{ ...validEmailjs(), user_id: '' }, 'The public key is required'],
      [{ ...validEmailjs(), template_params: 'x' }, 'The template params are required'],
    ];
    for (const [body, reason] of cases) {
      const answer = await postJson(api.url, body, { path: apiPaths.emailjsSend });
      assert.equal(answer.status, 400);
      assert.equal(answer.text, reason);
    }
  });

  test('what is stored is what the inbox gets: the form’s fields trimmed, in form order, nothing else', async () => {
    const answer = await postJson(
      api.url,
      validContact({
        message: '  stored-fields-check \n',
        email: ' ayesha@example.com ',
        fullName: ' Ayesha Khan',
        notAField: 'dropped',
      }),
    );
    assert.equal(answer.status, 200, answer.text);
    const claimed = await api.store.claimDue(1000, 60_000);
    const message = claimed.find((candidate) => candidate.fields.message === 'stored-fields-check');
    assert.ok(message, 'the message is stored with its trimmed text');
    assert.deepEqual(Object.entries(message.fields), [
      ['fullName', 'Ayesha Khan'],
      ['email', 'ayesha@example.com'],
      ['phone', '03001234567'],
      ['message', 'stored-fields-check'],
    ]);
    assert.deepEqual(
      [message.kind, message.subject, message.replyTo],
      ['contact', 'Query Message', 'ayesha@example.com'],
    );
  });

  test('an accepted file is stored under a clean name with the type its bytes show', async () => {
    const answer = await postMultipart(api.url, validJob({ fullName: 'Stored File' }), {
      filename: '../../stored-file-check.png',
      content: pngBytes(),
      type: 'application/octet-stream',
    });
    assert.equal(answer.status, 200, answer.text);
    const claimed = await api.store.claimDue(1000, 60_000);
    const message = claimed.find((candidate) => candidate.fields.fullName === 'Stored File');
    assert.deepEqual(
      message?.attachment && { ...message.attachment, content: message.attachment.content.equals(pngBytes()) },
      { name: 'stored-file-check.png', contentType: 'image/png', size: pngBytes().length, content: true },
    );
  });

  test('EmailJS-compatible route: a body that is not an object, a wrong service ID or public key → 400 text reason', async () => {
    const cases: Array<[unknown, string]> = [
      [['service_local'], 'The request body must be a JSON object'],
      [{ ...validEmailjs(), service_id: 'service_other' }, 'The service ID is invalid'],
      [{ ...validEmailjs(), template_id: ' ' }, 'The template ID is required'],
      [{ ...validEmailjs(), user_id: 'public_key_other' }, 'The public key is invalid'],
      [{ ...validEmailjs(), user_id: 42 }, 'The public key is required'],
      [{ ...validEmailjs(), template_params: null }, 'The template params are required'],
      [{ ...validEmailjs(), template_params: ['Omar'] }, 'The template params are required'],
    ];
    for (const [body, reason] of cases) {
      const answer = await postJson(api.url, body, { path: apiPaths.emailjsSend });
      assert.deepEqual([answer.status, answer.text], [400, reason]);
    }
  });

  test('EmailJS-compatible route: a variable that is not text → 400; one of spaces only counts as missing', async () => {
    const notText = await postJson(api.url, validEmailjs(validRemoteParams({ companyName: 7 })), {
      path: apiPaths.emailjsSend,
    });
    assert.deepEqual([notText.status, notText.text], [400, 'Invalid value for companyName']);
    const blank = await postJson(api.url, validEmailjs(validRemoteParams({ companyName: '   ' })), {
      path: apiPaths.emailjsSend,
    });
    assert.deepEqual([blank.status, blank.text], [400, 'Company name is required']);
  });

  test('EmailJS-compatible route: what is stored is the template variables trimmed, in form order, nothing else', async () => {
    const params = validRemoteParams({
      name: ' Omar Farooq ',
      email: ' omar@example.com',
      projectDescription: 'emailjs-stored-check ',
      additionalRequirements: null,
      notAVariable: 'dropped',
    });
    const answer = await postJson(api.url, validEmailjs(params), { path: apiPaths.emailjsSend });
    assert.deepEqual([answer.status, answer.text], [200, 'OK']);
    const claimed = await api.store.claimDue(1000, 60_000);
    const message = claimed.find((candidate) => candidate.fields.projectDescription === 'emailjs-stored-check');
    assert.ok(message, 'the message is stored with its trimmed text');
    assert.deepEqual(Object.entries(message.fields), [
      ['name', 'Omar Farooq'],
      ['email', 'omar@example.com'],
      ['companyName', 'Acme Ltd'],
      ['phoneNumber', '+92 300 1234567'],
      ['projectDescription', 'emailjs-stored-check'],
      ['startDate', '2026-12-01'],
      ['requiredExpertise', 'Expertise: Senior Developer, Number: 2, Duration: 3 months'],
    ]);
    assert.deepEqual(
      [message.kind, message.subject, message.replyTo],
      ['remoteResource', 'Remote Resources Request', 'omar@example.com'],
    );
    const blankOptional = validRemoteParams({
      projectDescription: 'emailjs-blank-check',
      additionalRequirements: '  ',
    });
    await postJson(api.url, validEmailjs(blankOptional), { path: apiPaths.emailjsSend });
    const [blank] = (await api.store.claimDue(1000, 60_000)).filter(
      (candidate) => candidate.fields.projectDescription === 'emailjs-blank-check',
    );
    assert.equal(blank?.fields.additionalRequirements, undefined, 'a blank optional variable is left out of the mail');
  });

  describe('spam traps: answered like a success, not stored', () => {
    test('honeypot "website" filled (JSON)', async () => {
      const before = await queued();
      const answer = await postJson(api.url, validContact({ website: 'http://spam.example' }));
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.json, { message: 'Message Sent Successfully' });
      assert.equal(await queued(), before);
    });
    test('honeypot filled (multipart)', async () => {
      const before = await queued();
      const answer = await postMultipart(api.url, validInternship({ website: 'x' }));
      assert.deepEqual([answer.status, answer.json], [200, { message: 'Application sent successfully!' }]);
      assert.equal(await queued(), before);
    });
    test('form filled faster than 3 s', async () => {
      const before = await queued();
      const answer = await postJson(api.url, validContact({ formStartedAt: Date.now() - 500 }));
      assert.deepEqual([answer.status, answer.json], [200, { message: 'Message Sent Successfully' }]);
      assert.equal(await queued(), before);
    });
    test('a formStartedAt that is not a time', async () => {
      const before = await queued();
      const answer = await postMultipart(api.url, validJob({ formStartedAt: 'soon' }));
      assert.equal(answer.status, 200);
      assert.equal(await queued(), before);
    });
    test('EmailJS route: honeypot beside the template params → "OK", dropped', async () => {
      const before = await queued();
      const answer = await postJson(
        api.url,
        { ...validEmailjs(), website: 'http://spam.example' },
        {
          path: apiPaths.emailjsSend,
        },
      );
      assert.deepEqual([answer.status, answer.text], [200, 'OK']);
      assert.equal(await queued(), before);
    });
    test('EmailJS route: honeypot in template params → "OK", dropped', async () => {
      const before = await queued();
      const answer = await postJson(api.url, validEmailjs(validRemoteParams({ website: 'x' })), {
        path: apiPaths.emailjsSend,
      });
      assert.deepEqual([answer.status, answer.text], [200, 'OK']);
      assert.equal(await queued(), before);
    });
    test('a formStartedAt in the future (visitor clock ahead) is not held against the visitor', async () => {
      const before = await queued();
      const answer = await postJson(api.url, validContact({ formStartedAt: Date.now() + 120_000 }));
      assert.equal(answer.status, 200);
      assert.equal(await queued(), before + 1);
    });
    test('a honeypot left null or holding only spaces counts as empty; one holding a number is a bot', async () => {
      const before = await queued();
      for (const website of [null, '   ']) {
        assert.equal((await postJson(api.url, validContact({ website }))).status, 200);
      }
      assert.equal(await queued(), before + 2);
      const trapped = await postJson(api.url, validContact({ website: 0 }));
      assert.deepEqual([trapped.status, trapped.json], [200, { message: 'Message Sent Successfully' }]);
      assert.equal(await queued(), before + 2);
    });
    test('a formStartedAt sent empty or null counts as none; one that is neither a number nor text is a bot', async () => {
      const before = await queued();
      for (const formStartedAt of ['', null]) {
        assert.equal((await postJson(api.url, validContact({ formStartedAt }))).status, 200);
      }
      assert.equal(await queued(), before + 2);
      assert.equal((await postJson(api.url, validContact({ formStartedAt: true }))).status, 200);
      assert.equal(await queued(), before + 2);
    });
    test('the fill time’s edges: shown 0 to 2999 ms ago is a bot; 3000 ms ago, or a clock ahead, a visitor', () => {
      const now = 1_800_000_000_000;
      const shownAt = (ms: number) => isLikelyBot({ formStartedAt: now - ms }, 3000, now);
      assert.deepEqual([0, 1, 2999].map(shownAt), [true, true, true]);
      assert.deepEqual([3000, 60_000, -1].map(shownAt), [false, false, false]);
    });
    test('an empty honeypot and an old enough formStartedAt are stored', async () => {
      const before = await queued();
      const json = await postJson(api.url, validContact({ website: '', formStartedAt: Date.now() - 10_000 }));
      const multipart = await postMultipart(
        api.url,
        validJob({ website: '', formStartedAt: String(Date.now() - 10_000) }),
      );
      assert.deepEqual([json.status, multipart.status], [200, 200]);
      assert.equal(await queued(), before + 2);
    });
  });
});

describe('the relay after a commit', () => {
  test('a stored message is sent at once, not at the relay’s next look at the outbox', async () => {
    const smtp = await startSmtpServer();
    const api = await startTestApi({ smtp: smtpTo(smtp.port), relay: { pollMs: 600_000 } });
    try {
      const answer = await postJson(api.url, validContact({ message: 'woken-relay-check' }));
      assert.equal(answer.status, 200);
      await waitFor(() => smtp.accepted.some((mail) => mail.raw.includes('woken-relay-check')), 'the mail', 5000);
    } finally {
      await api.stop();
      await smtp.close();
    }
  });
});

describe('the operator’s log', () => {
  const lines: Array<Record<string, unknown>> = [];
  let api: TestApi;
  before(async () => {
    api = await startTestApi(
      { logLevel: 'info' },
      { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
  });
  after(() => api.stop());
  const logged = (msg: string) => lines.filter((line) => line.msg === msg);

  test('each stored message is logged with its outbox id, form, file and key — never the visitor’s words', async () => {
    const keyed = { 'Idempotency-Key': randomUUID() };
    assert.equal((await postJson(api.url, validContact({ message: 'log-secret' }), { headers: keyed })).status, 200);
    assert.equal((await postMultipart(api.url, validJob(), { filename: 'cv.png', content: pngBytes() })).status, 200);
    assert.equal((await postMultipart(api.url, validInternship())).status, 200);
    const [contactId, jobId, internshipId] = (await api.store.list()).map((row) => row.id).sort((a, b) => a - b);
    assert.deepEqual(
      logged('message stored').map(({ outboxId, form, attachment, keyed: hasKey }) => ({
        outboxId,
        form,
        attachment,
        keyed: hasKey,
      })),
      [
        { outboxId: contactId, form: 'contact', attachment: false, keyed: true },
        { outboxId: jobId, form: 'job', attachment: true, keyed: false },
        { outboxId: internshipId, form: 'internship', attachment: false, keyed: false },
      ],
    );
    assert.doesNotMatch(JSON.stringify(lines), /log-secret|ayesha|Ayesha|bilal|Bilal|Sana|03001234567/);
  });

  test('a tripped spam trap is logged with its form', async () => {
    await postJson(api.url, validContact({ website: 'http://spam.example' }));
    await postJson(api.url, validEmailjs(validRemoteParams({ website: 'x' })), { path: apiPaths.emailjsSend });
    await postJson(api.url, { ...validEmailjs(), website: 'x' }, { path: apiPaths.emailjsSend });
    assert.deepEqual(
      logged('spam trap tripped, message dropped').map((line) => line.form),
      ['contact', 'remoteResource', 'remoteResource'],
    );
  });
});

describe('multipart bodies a browser would not send', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ upload: { maxFileBytes: 1000 } });
  });
  after(() => api.stop());

  const send = (body: FormData | string, contentType?: string) =>
    fetch(`${api.url}${apiPaths.sendEmail}`, {
      method: 'POST',
      body,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
    }).then(async (response) => [response.status, ((await response.json()) as { message: string }).message]);
  const jobForm = (extra: (form: FormData) => void) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validJob())) form.append(key, value);
    extra(form);
    return form;
  };
  const png = (bytes = pngBytes()) => new Blob([bytes], { type: 'image/png' });

  test('more fields than any form has → 413 "Too many fields"', async () => {
    const form = jobForm((f) => {
      for (let i = 0; i < 20; i += 1) f.append(`extra${i}`, 'x');
    });
    assert.deepEqual(await send(form), [413, 'Too many fields']);
  });

  test('a field over its size → 413 "A field is too long"', async () => {
    assert.deepEqual(await send(jobForm((f) => f.append('message', 'x'.repeat(17 * 1024)))), [
      413,
      'A field is too long',
    ]);
  });

  test('a file over the limit → 413 with the limit; two files → 413; a file in another field → 400', async () => {
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2000)]);
    assert.deepEqual(await send(jobForm((f) => f.append('file', png(big), 'cv.png'))), [
      413,
      uploadMessages.tooLarge(1000),
    ]);
    const two = jobForm((f) => {
      f.append('file', png(), 'a.png');
      f.append('file', png(), 'b.png');
    });
    assert.deepEqual(await send(two), [413, 'Only one file may be uploaded']);
    assert.deepEqual(await send(jobForm((f) => f.append('photo', png(), 'a.png'))), [400, 'Unexpected file field']);
  });

  test('the most fields a form may send, a file and one part more → 413 "Too many fields"', async () => {
    const form = jobForm((f) => {
      for (let i = Object.keys(validJob()).length; i < 20; i += 1) f.append(`extra${i}`, 'x');
      f.append('file', png(), 'a.png');
      f.append('file', png(), 'b.png');
    });
    assert.deepEqual(await send(form), [413, 'Too many fields']);
  });

  /** A job form as raw multipart text (boundary `b`), followed by `extraParts`. */
  const rawJobForm = (extraParts: string) =>
    Object.entries(validJob())
      .map(([name, value]) => `--b\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `${extraParts}--b--\r\n`;
  const sendRaw = (body: string) => send(body, 'multipart/form-data; boundary=b');

  test('a 0-byte file with a name, or a file with bytes but no name, is checked as a file (not taken for "no file chosen")', async () => {
    assert.deepEqual(await send(jobForm((f) => f.append('file', png(Buffer.alloc(0)), 'cv.png'))), [
      400,
      'File content is not an allowed type',
    ]);
    const nameless = `--b\r\ncontent-disposition: form-data; name="file"; filename=""\r\ncontent-type: image/gif\r\n\r\nGIF89a\r\n`;
    assert.deepEqual(await sendRaw(rawJobForm(nameless)), [
      400,
      'File type not allowed (allowed: .jpg, .jpeg, .png, .gif, .svg)',
    ]);
  });

  test('a field declared as JSON whose value is not JSON → 400 "Invalid field value"', async () => {
    const notJson = `--b\r\ncontent-disposition: form-data; name="notes"\r\ncontent-type: application/json\r\n\r\n{not json\r\n`;
    assert.deepEqual(await sendRaw(rawJobForm(notJson)), [400, 'Invalid field value']);
  });

  test('a field named __proto__ → 400 "Invalid field name"', async () => {
    assert.deepEqual(await send(jobForm((f) => f.append('__proto__', 'x'))), [400, 'Invalid field name']);
  });

  test('a body cut off or without its boundary → 400 "Malformed multipart body"', async () => {
    const cut = '--b\r\ncontent-disposition: form-data; name="subject"\r\n\r\nJob Application';
    assert.deepEqual(await send(cut, 'multipart/form-data; boundary=b'), [400, 'Malformed multipart body']);
    assert.deepEqual(await send('subject=x', 'multipart/form-data'), [400, 'Malformed multipart body']);
  });
});
