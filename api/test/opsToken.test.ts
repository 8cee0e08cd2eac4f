import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiPaths } from '@codecrush/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { getJson } from './helpers/http';

const token = 'the-right-ops-token-0123456789';
/** Wrong tokens: shorter, longer, the same length (one character off), empty. */
const wrongTokens = [token.slice(0, -1), `${token}0`, `${token.slice(0, -1)}X`, ''];

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
const basic = (value: string) => ({ authorization: `Basic ${Buffer.from(`ops:${value}`).toString('base64')}` });

describe('OPS_TOKEN: only the right token unlocks, whatever the length of a wrong one', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ opsToken: token });
  });
  after(() => api.stop());

  test('/healthz: the detailed report for the right token only', async () => {
    const detailed = async (headers: Record<string, string>) =>
      Object.hasOwn((await getJson(api.url, apiPaths.health, headers)).json as object, 'database');
    assert.equal(await detailed(bearer(token)), true);
    for (const wrong of wrongTokens) assert.equal(await detailed(bearer(wrong)), false, `"${wrong}"`);
    assert.equal(await detailed({ authorization: token }), false, 'without the Bearer scheme');
  });

  test('the team view: 200 for the right token (Bearer or Basic), 401 for every wrong one', async () => {
    const status = async (headers: Record<string, string>) => (await getJson(api.url, '/ops/health', headers)).status;
    assert.deepEqual([await status(bearer(token)), await status(basic(token))], [200, 200]);
    for (const wrong of wrongTokens) {
      assert.deepEqual([await status(bearer(wrong)), await status(basic(wrong))], [401, 401], `"${wrong}"`);
    }
  });
});
