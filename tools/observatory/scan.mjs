#!/usr/bin/env node
/**
 * Child process of `npm run observatory` (it needs NODE_EXTRA_CA_CERTS at start):
 * `node tools/observatory/scan.mjs <host:port> [path]` prints the scan result as JSON.
 * The path `/` is the scanner's own `scan()`; another path (a remote has no page at `/`, only its
 * manifest and scripts) runs the same retrieval, tests and grading as `scan()` does, on that path.
 */
import { scan } from '@mdn/mdn-http-observatory';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS, NUM_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';

/** scanner/index.js `scan()`, with the retrieval's `path` option passed through. */
async function scanPath(hostname, path) {
  const requests = await retrieve(hostname, { path });
  const status = requests.responses.auto?.status;
  if (status === undefined) throw new Error('The site seems to be down.');
  if (status < 200 || (status >= 400 && ![401, 403].includes(status)))
    throw new Error(`Site did respond with an unexpected HTTP status code ${status}.`);
  const results = ALL_TESTS.map((test) => test(requests));
  let passed = 0;
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    if (!result.result) continue;
    result.scoreModifier = getScoreModifier(result.result);
    passed += result.pass ? 1 : 0;
    withExtraCredit += result.scoreModifier;
    if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  }
  const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return {
    scan: { grade: final.grade, score: final.score, testsPassed: passed, testsQuantity: NUM_TESTS },
    tests: Object.fromEntries(results.map((result) => [result.constructor.name, result])),
  };
}

const [hostname, path = '/'] = process.argv.slice(2);
try {
  const result = path === '/' ? await scan(hostname) : await scanPath(hostname, path);
  const tests = Object.fromEntries(
    Object.entries(result.tests).map(([name, test]) => [
      name,
      { pass: test.pass, result: test.result, scoreModifier: test.scoreModifier },
    ]),
  );
  console.log(JSON.stringify({ scan: result.scan, tests }));
} catch (error) {
  console.log(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
}
