import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { test } from 'node:test';
import fc from 'fast-check';
import { resolveConfig } from '../src/config';
import { buildServer } from '../src/server';
import { tempDir } from './helpers/api';
import { testTokenSecret } from './helpers/native';
import { fuzzRequest, type FuzzRequest } from './helpers/fuzz';

const runs = 10_000;
const parallel = 8;

test(`fuzz: ${runs} generated malformed requests → no answer ≥ 500, server still healthy`, async (t) => {
  const dataDir = await tempDir('api-fuzz-');
  const server = await buildServer(
    resolveConfig({
      dataDir,
      logLevel: 'silent',
      smtp: undefined,
      formTokenSecret: testTokenSecret,
      minFillMs: 1000,
      rateLimit: { max: 1_000_000 },
      upload: { maxFileBytes: 100 * 1024 },
    }),
  );
  try {
    const requests = fc.sample(fuzzRequest, { numRuns: runs, seed: 20_261_122 });
    assert.equal(requests.length, runs);
    const statuses = new Map<number, number>();
    const failures: Array<{ request: FuzzRequest; status: number; body: string }> = [];
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      for (let index = next++; index < requests.length; index = next++) {
        const request = requests[index];
        if (request === undefined) continue;
        const answer = await server.app.inject(request);
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        if (answer.statusCode >= 500) failures.push({ request, status: answer.statusCode, body: answer.body });
        else if (answer.body.includes('    at '))
          failures.push({ request, status: answer.statusCode, body: answer.body });
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    const elapsed = Date.now() - started;
    const sent = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    t.diagnostic(
      `${sent} requests in ${elapsed} ms; max status ${Math.max(...statuses.keys())}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; stored ${JSON.stringify(await server.store.counts())}`,
    );
    assert.equal(sent, runs);
    assert.deepEqual(failures.slice(0, 3), [], 'no answer ≥ 500 and no stack trace');
    const health = await server.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assert.equal(health.json<{ status: string }>().status, 'ok');
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
