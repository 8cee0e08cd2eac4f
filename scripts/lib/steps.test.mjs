/**
 * The step runner of `npm test` and `npm run check`: real child processes (node -e), the order they
 * start in, what a failure stops, whose output is printed where, and the time table.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runSteps, timingTable } from './steps.mjs';

/** A step that runs `code` in node. */
const node = (name, code, more = {}) => ({ name, command: process.execPath, args: ['-e', code], ...more });
/** Ends after `ms`. */
const waits = (ms) => `setTimeout(() => undefined, ${ms})`;

const collect = () => {
  const printed = [];
  return { printed, print: (text) => printed.push(text) };
};

describe('runSteps', () => {
  it('starts a step only once the steps it needs have passed, two at a time, in list order', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steps-test-'));
    const marker = path.join(dir, 'after-first.done');
    const { print } = collect();
    try {
      const results = await runSteps(
        [
          node('first', 'undefined'),
          // Ends only once after-first has run: the two ran side by side.
          node(
            'beside',
            `setInterval(() => require('node:fs').existsSync(${JSON.stringify(marker)}) && process.exit(0), 20)`,
            {
              background: true,
            },
          ),
          node('after-first', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`, { needs: ['first'] }),
          node('last', 'undefined', { needs: ['beside', 'after-first'] }),
        ],
        { jobs: 2, print },
      );
      // When two steps end at about the same time, either may be reported first: compared by name.
      const byName = (a, b) => a.name.localeCompare(b.name);
      assert.deepEqual(
        results.map(({ name, status, alongside }) => ({ name, status, alongside: alongside.sort() })).sort(byName),
        [
          { name: 'after-first', status: 'passed', alongside: ['beside'] },
          { name: 'beside', status: 'passed', alongside: ['after-first', 'first'] },
          { name: 'first', status: 'passed', alongside: ['beside'] },
          { name: 'last', status: 'passed', alongside: [] },
        ],
      );
      assert.equal(results.at(-1).name, 'last');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('measures each step’s CPU time with GNU time, and leaves it unknown on a machine without it', async () => {
    const { print } = collect();
    // Busy until it has used 0.4 s of CPU itself, however long a busy machine makes that take.
    const [busy] = await runSteps([node('busy', 'while (process.cpuUsage().user < 400_000);')], { print });
    if (fs.existsSync('/usr/bin/time'))
      assert.ok(busy.cpuSeconds >= 0.4 && busy.cpuSeconds < 3, `${busy.cpuSeconds} s of CPU`);
    else assert.equal(busy.cpuSeconds, undefined);
  });

  it('a background step takes no job: with one job, one other step runs beside it', { timeout: 30_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steps-test-'));
    const marker = path.join(dir, 'written');
    const { print } = collect();
    try {
      // The background step ends only once the other has run: one at a time, this would never end.
      const results = await runSteps(
        [
          node(
            'waits',
            `setInterval(() => require('node:fs').existsSync(${JSON.stringify(marker)}) && process.exit(0), 20)`,
            {
              background: true,
            },
          ),
          node('writes', `require('node:fs').writeFileSync(${JSON.stringify(marker)}, '')`),
        ],
        { jobs: 1, print },
      );
      assert.deepEqual(results.map((result) => result.status).sort(), ['passed', 'passed']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with one job, the steps run one after the other', async () => {
    const { print } = collect();
    const results = await runSteps([node('a', waits(50)), node('b', waits(50))], { jobs: 1, print });
    assert.deepEqual(
      results.map((result) => [result.name, result.alongside]),
      [
        ['a', []],
        ['b', []],
      ],
    );
  });

  it('the first failure stops the steps still running and starts none of the rest', async () => {
    const { printed, print } = collect();
    const results = await runSteps(
      [
        node('long', waits(20_000), { background: true }),
        node('breaks', 'setTimeout(() => process.exit(3), 200)'),
        node('never', waits(10), { needs: ['breaks'] }),
      ],
      { jobs: 2, print },
    );
    assert.deepEqual(
      results.map(({ name, status }) => [name, status]),
      [
        ['breaks', 'failed'],
        ['long', 'stopped'],
      ],
    );
    assert.ok(results[1].seconds < 10, `the long step ran ${results[1].seconds} s after the failure`);
    assert.ok(
      printed.includes(`✗ breaks: ${process.execPath} -e setTimeout(() => process.exit(3), 200) exited with 3\n`),
    );
  });

  it('a failure also stops what a step started in a process group of its own (a web server of Playwright)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steps-test-'));
    const pidFile = path.join(dir, 'server.pid');
    const { print } = collect();
    const startsServer = [
      `const server = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(waits(60_000))}], { detached: true, stdio: 'ignore' });`,
      `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(server.pid));`,
      waits(60_000),
    ].join(' ');
    const breaksOnceStarted = `setInterval(() => require('node:fs').existsSync(${JSON.stringify(pidFile)}) && process.exit(3), 20)`;
    try {
      await runSteps([node('serves', startsServer, { background: true }), node('breaks', breaksOnceStarted)], {
        jobs: 2,
        print,
      });
      const server = Number(fs.readFileSync(pidFile, 'utf8'));
      const alive = () => {
        try {
          process.kill(server, 0);
          return true;
        } catch {
          return false;
        }
      };
      for (const deadline = Date.now() + 5000; alive() && Date.now() < deadline;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(alive(), false, `the server the step started (pid ${server}) still runs`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a step beside another keeps its output and prints it whole when it ends', async () => {
    const { printed, print } = collect();
    await runSteps(
      [node('quiet', 'console.log("one"); setTimeout(() => console.error("two"), 100)', { background: true })],
      { jobs: 2, print },
    );
    assert.equal(printed.length, 2);
    assert.match(printed[0], /^\n━━ quiet: .* \(beside the others; its output when it ends\)\n$/);
    assert.equal(printed[1], '\n━━ quiet: its output\none\ntwo\n');
  });

  it('a step needing a step the run does not have is refused before anything starts', () => {
    assert.throws(
      () => runSteps([node('e2e', waits(10), { needs: ['build'] })]),
      /^Error: step e2e needs build, which is not a step of this run$/,
    );
  });
});

describe('timingTable', () => {
  it('lists the steps slowest first with their share of the wall time and who ran beside, then the wall time', () => {
    const table = timingTable(
      [
        { name: 'lint', status: 'passed', seconds: 30, cpuSeconds: 41.26, alongside: ['api'] },
        { name: 'api', status: 'failed', seconds: 90.25, cpuSeconds: 12, alongside: ['lint', 'e2e'] },
        { name: 'e2e', status: 'stopped', seconds: 12, alongside: ['api'] },
      ],
      120,
    );
    assert.equal(
      table,
      [
        '  step       time        cpu  share  beside',
        '✗ api      90.3 s     12.0 s   75 %  lint, e2e',
        '✓ lint     30.0 s     41.3 s   25 %  api',
        '– e2e      12.0 s          –   10 %  api',
        '  wall    120.0 s',
        '',
      ].join('\n'),
    );
  });
});
