import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApi, type TestApi } from './helpers/api';
import { pngBytes } from './helpers/files';
import { messageOf, postMultipart } from './helpers/http';
import { postNative, testTokenSecret, validNativeFields } from './helpers/native';
import { validJob } from './helpers/payloads';

describe('field names over 100 bytes are refused (400), whatever the parser takes', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ formTokenSecret: testTokenSecret, minFillMs: 0 });
  });
  after(() => api.stop());

  const longName = 'n'.repeat(101);
  const message = 'A field name is longer than 100 bytes';

  test('fetch path, multipart: a text field of 101 bytes is refused, one of 100 bytes accepted', async () => {
    const refused = await postMultipart(api.url, { ...validJob(), [longName]: 'x' });
    assert.deepEqual([refused.status, messageOf(refused)], [400, message]);
    const accepted = await postMultipart(api.url, { ...validJob(), ['n'.repeat(100)]: 'x' });
    assert.equal(accepted.status, 200, accepted.text);
  });

  test('fetch path, multipart: a file part whose field name is too long is refused with the same message', async () => {
    const answer = await postMultipart(
      api.url,
      validJob(),
      { filename: 'cv.png', content: pngBytes(), type: 'image/png' },
      { fileField: `${'é'.repeat(50)}x` },
    );
    assert.deepEqual([answer.status, messageOf(answer)], [400, message]);
  });

  for (const multipart of [true, false]) {
    test(`native post (${multipart ? 'multipart' : 'urlencoded'}): refused on the problems page`, async () => {
      const answer = await postNative(
        api.url,
        'contact-page',
        { ...validNativeFields('contact-page'), [longName]: 'x' },
        {
          multipart,
        },
      );
      assert.equal(answer.status, 400);
      assert.ok(answer.text.includes(`<li>${message}</li>`), answer.text);
    });
  }
});
