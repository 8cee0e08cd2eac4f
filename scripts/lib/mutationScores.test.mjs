/**
 * The kept mutation scores (stryker/scores/): merging a StrykerJS report into an area's summary,
 * the counts and the score, the blob hash, each module's state and the table, on made-up reports.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import prettier from 'prettier';
import {
  blobSha,
  countStatuses,
  formatScores,
  leftOutCounts,
  mergeReport,
  percent,
  scoreOf,
  scoreRows,
  serializeSummary,
  stateOf,
} from './mutationScores.mjs';

/** A report of some modules: path → [source, statuses], mutated by `mutate`. */
const reportOf = (modules, mutate = ['src/*.ts']) => ({
  projectRoot: '/checkout',
  config: { mutate, ignoreStatic: false },
  files: Object.fromEntries(
    Object.entries(modules).map(([file, [source, statuses]]) => [
      file,
      { source, mutants: statuses.map((status) => ({ status })) },
    ]),
  ),
});

const how = {
  measuredAt: '2026-11-28T10:00:00.000Z',
  recordedBy: 'import',
  provenance: () => ({ commit: 'c0ffee1234' }),
};
const empty = { area: 'demo', modules: {} };

describe('blobSha', () => {
  it('is the hash git hash-object gives the same text', () => {
    const text = 'export const a = 1;\n// café, 85 %\n';
    const git = execFileSync('git', ['hash-object', '--stdin'], { input: text, encoding: 'utf8' }).trim();
    assert.equal(blobSha(text), git);
    assert.equal(blobSha(Buffer.from(text)), git);
  });
});

describe('countStatuses and scoreOf', () => {
  it('counts every status, scores killed and timed out over the four counted ones only', () => {
    const statuses = ['Killed', 'Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'RuntimeError'];
    const counts = countStatuses(statuses.map((status) => ({ status })));
    assert.deepEqual(counts, { Ignored: 1, Killed: 3, NoCoverage: 1, RuntimeError: 1, Survived: 1, Timeout: 1 });
    assert.deepEqual(scoreOf(counts), { detected: 4, valid: 6, score: 66.7 });
    assert.equal(percent(4, 6), '66.7 %');
  });

  it('gives no score (n/a) to a module with no valid mutant', () => {
    const counts = countStatuses([{ status: 'Ignored' }, { status: 'CompileError' }]);
    assert.deepEqual(scoreOf(counts), { detected: 0, valid: 0, score: null });
    assert.equal(percent(0, 0), 'n/a');
  });
});

describe('mergeReport', () => {
  const first = mergeReport(
    empty,
    reportOf({ 'src/a.ts': ['a\n', ['Killed']], 'src/b.ts': ['b\n', ['Survived']] }),
    how,
  );

  it('replaces the modules the report measured and keeps the others', () => {
    const later = { ...how, measuredAt: '2026-11-29T10:00:00.000Z' };
    const { summary, recorded } = mergeReport(
      first.summary,
      reportOf({ 'src/b.ts': ['b2\n', ['Killed']], 'src/c.ts': ['c\n', ['Timeout']] }),
      later,
    );
    assert.deepEqual(recorded, ['src/b.ts', 'src/c.ts']);
    assert.deepEqual(Object.keys(summary.modules), ['src/a.ts', 'src/b.ts', 'src/c.ts']);
    assert.deepEqual(summary.modules['src/a.ts'], first.summary.modules['src/a.ts']);
    assert.equal(summary.modules['src/b.ts'].sha, blobSha('b2\n'));
    assert.equal(summary.modules['src/b.ts'].score, 100);
    assert.equal(summary.modules['src/b.ts'].measuredAt, later.measuredAt);
    assert.equal(summary.modules['src/c.ts'].commit, 'c0ffee1234');
  });

  it('skips a module mutated by line ranges that leave lines out, keeps one whose ranges cover it', () => {
    const report = reportOf({ 'src/a.ts': ['1\n2\n3\n', ['Killed']], 'src/b.ts': ['1\n2\n3\n', ['Killed']] }, [
      'src/a.ts:2-3',
      'src/b.ts:1-2',
      'src/b.ts:3-3',
    ]);
    const { summary, recorded, skipped } = mergeReport(empty, report, how);
    assert.deepEqual(skipped, ['src/a.ts']);
    assert.deepEqual(recorded, ['src/b.ts']);
    assert.deepEqual(Object.keys(summary.modules), ['src/b.ts']);
  });

  it('is written with sorted keys, 2-space indent and a final newline', () => {
    const text = serializeSummary(first.summary);
    assert.ok(text.endsWith('}\n'));
    assert.match(text, /^{\n {2}"area": "demo",\n {2}"modules": {\n {4}"src\/a.ts": {\n {6}"commit"/);
    assert.equal(serializeSummary(JSON.parse(text)), text);
    const unsorted = {
      modules: { 'src/z.ts': { sha: 'f', counts: { Survived: 1, Killed: 2 } }, 'src/b.ts': {} },
      area: 'x',
    };
    assert.equal(
      serializeSummary(unsorted),
      '{\n  "area": "x",\n  "modules": {\n    "src/b.ts": {},\n    "src/z.ts": {\n      "counts": {\n' +
        '        "Killed": 2,\n        "Survived": 1\n      },\n      "sha": "f"\n    }\n  }\n}\n',
    );
  });
});

describe('scoreRows', () => {
  const areas = [{ name: 'demo', mutate: ['src/*.ts', '!src/*.test.ts'] }];
  const { summary } = mergeReport(
    empty,
    reportOf({ 'src/a.ts': ['a\n', ['Killed']], 'src/b.ts': ['b\n', ['Survived']], 'src/gone.ts': ['g\n', []] }),
    how,
  );
  const tracked = ['src/c.ts', 'src/a.ts', 'src/b.ts', 'src/a.test.ts', 'README.md'];
  const now = { 'src/a.ts': 'a\n', 'src/b.ts': 'b changed\n', 'src/c.ts': 'c\n' };
  const scores = scoreRows(areas, { demo: summary }, tracked, (file) => blobSha(now[file]));

  it('names each module current, changed since or with no kept figure', () => {
    assert.deepEqual(
      scores.rows.map((row) => [row.module, row.state]),
      [
        ['src/a.ts', 'current'],
        ['src/b.ts', 'changed since'],
        ['src/c.ts', 'no kept figure'],
      ],
    );
    assert.deepEqual(scores.orphans, ['demo: src/gone.ts']);
    assert.equal(stateOf(undefined, blobSha('x')), 'no kept figure');
  });

  it('prints the same markdown whatever order the files and summaries come in, as prettier writes it', async () => {
    const reversed = { area: 'demo', modules: Object.fromEntries(Object.entries(summary.modules).reverse()) };
    const again = scoreRows(areas, { demo: reversed }, [...tracked].reverse(), (file) => blobSha(now[file]));
    const markdown = formatScores(scores, { markdown: true });
    assert.equal(formatScores(again, { markdown: true }), markdown);
    const options = await prettier.resolveConfig(import.meta.filename);
    assert.equal(await prettier.format(markdown, { ...options, parser: 'markdown' }), markdown);
    assert.match(markdown, /\| demo \| `src\/a\.ts` \| +1\/1 \| 100\.0 % \| c0ffee1 \| 2026-11-28 \| current +\|/);
    assert.match(
      markdown,
      /current modules only \(the text measured is the text now\): \*\*100\.0 % \(1 of 1\)\*\* over 1 modules/,
    );
    assert.match(markdown, /every kept figure \(current or changed since\): \*\*50\.0 % \(1 of 2\)\*\* over 2 modules/);
  });

  it('lists the current modules under 85 % and shows n/a where no mutant counts', () => {
    const text = formatScores(scores);
    assert.match(text, /Current modules under 85 %: none\./);
    const lowNow = { 'src/a.ts': 'a\n', 'src/b.ts': 'b\n', 'src/c.ts': 'c\n', 'src/gone.ts': 'g\n' };
    const low = scoreRows(areas, { demo: summary }, [...tracked, 'src/gone.ts'], (file) => blobSha(lowNow[file]));
    const lowText = formatScores(low);
    assert.match(lowText, /Current modules under 85 %: src\/b\.ts 0\.0 % \(0 of 1\)\./);
    assert.match(lowText, /src\/gone\.ts +0\/0 +n\/a/);
  });

  it('states the left-out files by kind, each file counted once (the first kind that matches it)', () => {
    const kinds = [
      { kind: 'tests', files: ['**/*.test.ts'] },
      { kind: 'content', files: ['src/content/**'] },
      { kind: 'never matched', files: ['docs/**'] },
    ];
    const counts = leftOutCounts(['src/a.test.ts', 'src/content/x.ts', 'src/content/y.test.ts'], kinds);
    assert.deepEqual(counts, [
      { kind: 'tests', count: 2 },
      { kind: 'content', count: 1 },
      { kind: 'never matched', count: 0 },
    ]);
    const text = formatScores(scores, { leftOut: counts });
    assert.match(
      text,
      /Left out on purpose, by kind \(leftOut in stryker\/areas\.mjs, each with its reason\): 3 source files — tests 2, content 1, never matched 0\./,
    );
    assert.doesNotMatch(formatScores(scores), /Left out on purpose/);
  });
});
