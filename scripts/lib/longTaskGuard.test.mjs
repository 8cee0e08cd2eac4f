/**
 * The long-task guard's reading of a trace: the main thread's CPU samples, whose code each long task
 * ran, the verdict over several loads and the calibrated slowdown. Traces are written here in the
 * shape Chromium's tracing gives them (RunTask, ParseHTML, Profile and ProfileChunk events).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserWork, calibratedSlowdown, guardVerdict, ownerOf, scriptKinds } from './longTaskGuard.mjs';
import { longTasksOf, samplesOf } from './traceTasks.mjs';

const shellBase = 'http://localhost:3000/';
const kindOf = scriptKinds({
  shellBase,
  shellManifest: {
    shared: [
      { name: 'react-dom/client', assets: { js: { sync: ['static/js/275.aa.js'] } } },
      { name: '@codecrush/ui', assets: { js: { sync: ['static/js/507.bb.js'] } } },
    ],
  },
  remotes: { mf_blog: 'http://localhost:3003/mf-manifest.json' },
});

describe('scriptKinds', () => {
  it("names the shell's entry, a shared library, the shell's own code, a remote's code and the browser's work", () => {
    assert.equal(kindOf(`${shellBase}static/js/main.0123abcd.js`), 'shell entry (federation runtime)');
    assert.equal(kindOf(`${shellBase}static/js/275.aa.js`), 'library react-dom/client');
    assert.equal(
      kindOf(`${shellBase}static/js/507.bb.js`),
      'shell code',
      "the site's own shared packages are its code",
    );
    assert.equal(kindOf(`${shellBase}view-blog/1`), 'shell code', "the page's inline scripts");
    assert.equal(kindOf('http://localhost:3003/static/js/12.cc.js'), 'remote mf_blog');
    assert.equal(kindOf('https://cdn.example/x.js'), 'other script https://cdn.example/x.js');
    assert.equal(kindOf(''), null);
  });

  it('tells a remote served under the shell apart from the shell (one origin behind nginx)', () => {
    const sameOrigin = scriptKinds({
      shellBase,
      shellManifest: { shared: [] },
      remotes: { mf_blog: `${shellBase}remotes/mf_blog/mf-manifest.json` },
    });
    assert.equal(sameOrigin(`${shellBase}remotes/mf_blog/static/js/1.js`), 'remote mf_blog');
    assert.equal(sameOrigin(`${shellBase}static/js/1.js`), 'shell code');
  });
});

const sample = (ts, url, dur = 10) => ({ ts, url, dur });

describe('ownerOf', () => {
  const task = { start: 1000, end: 1100 };

  it('is the kind of script that ran longest inside the task, samples outside it not counted', () => {
    const samples = [
      sample(990, `${shellBase}static/js/main.0123abcd.js`, 500),
      sample(1000, `${shellBase}static/js/275.aa.js`, 20),
      sample(1020, `${shellBase}static/js/507.bb.js`, 15),
      sample(1035, `${shellBase}static/js/508.bb.js`, 15),
      sample(1050, '', 50),
    ];
    assert.equal(ownerOf(task, samples, kindOf), 'shell code');
  });

  it("is the browser's work when scripts ran for less than a quarter of the task", () => {
    const script = `${shellBase}static/js/275.aa.js`;
    assert.equal(ownerOf(task, [sample(1000, script, 24), sample(1024, '', 76)], kindOf), browserWork);
    assert.equal(ownerOf(task, [sample(1000, script, 25), sample(1025, '', 75)], kindOf), 'library react-dom/client');
  });
});

describe('guardVerdict', () => {
  const code = { owner: 'shell code' };
  const browser = { owner: browserWork };

  it('fails when code held more long tasks than allowed in enough loads', () => {
    const loads = [
      [code, code, browser],
      [code, code, code],
      [code, code, code, browser],
    ];
    assert.deepEqual(guardVerdict(loads, { codeTasks: 2, inLoads: 2 }), { counts: [2, 3, 3], over: 2, passed: false });
  });

  it("passes with one load over, and never counts the browser's own work", () => {
    const loads = [[code, browser, browser, browser], [code, code, code], [code]];
    assert.deepEqual(guardVerdict(loads, { codeTasks: 2, inLoads: 2 }), { counts: [1, 3, 1], over: 1, passed: true });
  });
});

describe('calibratedSlowdown', () => {
  const calibration = { referenceMs: 100, slowdown: 4 };

  it('scales the slowdown by how much slower the machine is now, to one decimal, never below 1', () => {
    assert.equal(calibratedSlowdown(100, calibration), 4);
    assert.equal(calibratedSlowdown(200, calibration), 2);
    assert.equal(calibratedSlowdown(50, calibration), 8);
    assert.equal(calibratedSlowdown(300, calibration), 1.3);
    assert.equal(calibratedSlowdown(1000, calibration), 1);
  });
});

/** A trace of one page load: an internal page's renderer beside the page's, tasks and samples. */
function traceOf() {
  const page = { pid: 7, tid: 7 };
  const internal = { pid: 9, tid: 7 };
  const script = `${shellBase}static/js/main.0123abcd.js`;
  return [
    { ...internal, name: 'ParseHTML', ts: 0, dur: 5, args: { beginData: { url: 'chrome://newtab/' } } },
    { ...internal, name: 'RunTask', ts: 10, dur: 90_000 },
    { ...page, name: 'ParseHTML', ts: 100, dur: 10, args: { beginData: { url: '' } } },
    { ...page, name: 'ParseHTML', ts: 200, dur: 10, args: { beginData: { url: `${shellBase}` } } },
    { ...page, name: 'RunTask', ts: 1_000, dur: 80_000 },
    { ...page, name: 'EvaluateScript', ts: 1_100, dur: 70_000, args: { data: { url: script } } },
    { ...page, name: 'RunTask', ts: 90_000, dur: 40_000 },
    { ...page, name: 'Profile', id: '0x1', ts: 0, args: { data: { startTime: 1_000 } } },
    { ...internal, name: 'Profile', id: '0x1', ts: 0, args: { data: { startTime: 0 } } },
    {
      pid: 7,
      tid: 30,
      name: 'ProfileChunk',
      id: '0x1',
      ts: 2,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)' } },
              { id: 2, callFrame: { functionName: '(program)' }, parent: 1 },
              { id: 3, callFrame: { functionName: 'run', url: script, lineNumber: 4, columnNumber: 120 }, parent: 1 },
            ],
            samples: [2, 3],
          },
          timeDeltas: [0, 20_000],
        },
      },
    },
    {
      pid: 7,
      tid: 30,
      name: 'ProfileChunk',
      id: '0x1',
      ts: 3,
      args: { data: { cpuProfile: { nodes: [], samples: [3, 2] }, timeDeltas: [40_000, 10_000] } },
    },
  ];
}

describe('reading a trace', () => {
  it("finds the page's main thread by the document it parsed, not another renderer's", () => {
    const tasks = longTasksOf(traceOf());
    assert.deepEqual(
      tasks.map(({ start, end, duration }) => ({ start, end, duration })),
      [{ start: 1_000, end: 81_000, duration: 80 }],
    );
    assert.deepEqual(tasks[0].what, ['EvaluateScript:/static/js/main.js 70 ms']);
  });

  it("turns the profile's chunks into timed samples of the page's thread, each lasting until the next, with where in the script", () => {
    const main = `${shellBase}static/js/main.0123abcd.js`;
    assert.deepEqual(samplesOf(traceOf()), [
      { ts: 1_000, url: '', line: -1, column: -1, dur: 20_000 },
      { ts: 21_000, url: main, line: 4, column: 120, dur: 40_000 },
      { ts: 61_000, url: main, line: 4, column: 120, dur: 10_000 },
      { ts: 71_000, url: '', line: -1, column: -1, dur: 0 },
    ]);
  });

  it('gives a long task the script that ran in it, from those samples', () => {
    const events = traceOf();
    const [task] = longTasksOf(events);
    assert.equal(ownerOf(task, samplesOf(events), kindOf), 'shell entry (federation runtime)');
  });

  it('has no samples without a profile of the main thread', () => {
    assert.deepEqual(samplesOf(traceOf().filter((event) => !(event.name === 'Profile' && event.pid === 7))), []);
  });
});
