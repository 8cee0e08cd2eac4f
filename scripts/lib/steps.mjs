import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './workspace.mjs';

/**
 * GNU time, when the machine has it, measures each step's CPU time (user + system, the step's and
 * that of every process it waited for): on a shared machine the wall time alone says little.
 */
const gnuTime = '/usr/bin/time';
const hasGnuTime = /GNU/.test(spawnSync(gnuTime, ['--version'], { encoding: 'utf8' }).stdout ?? '');

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string[]} [needs] the steps that must have passed before it starts
 * @property {boolean} [background] its output is kept and printed whole when it ends
 * @property {NodeJS.ProcessEnv} [env] added to the environment
 *
 * @typedef {object} StepResult
 * @property {string} name
 * @property {'passed' | 'failed' | 'stopped'} status stopped: ended by the failure of another step
 * @property {number} seconds
 * @property {number} [cpuSeconds] its CPU time, when GNU time could measure it
 * @property {string[]} alongside the steps that ran at some point beside it
 */

/**
 * Runs `steps` as a graph: a step starts once every step it `needs` has passed, at most `jobs` at a
 * time besides the `background` ones (steps that mostly wait, which start as soon as they can),
 * earlier steps of the list first. One step at a time streams its output; the others (and a
 * background step always) keep theirs and print it whole when they end, so two logs never
 * interleave. The first failure stops the steps still running and starts no other; so does Ctrl-C.
 * Resolves with one result per step that ran, in the order they ended.
 * @param {Step[]} steps
 * @param {{ jobs?: number, print?: (text: string) => void }} [options]
 * @returns {Promise<StepResult[]>}
 */
export function runSteps(steps, { jobs = 1, print = (text) => process.stdout.write(text) } = {}) {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps)
    for (const need of step.needs ?? [])
      if (!names.has(need)) throw new Error(`step ${step.name} needs ${need}, which is not a step of this run`);

  /** @type {StepResult[]} */
  const results = [];
  const passed = new Set();
  /** @type {Map<string, { child: import('node:child_process').ChildProcess, background: boolean, alongside: Set<string> }>} */
  const running = new Map();
  const waiting = [...steps];
  let stopping = false;
  let streaming;

  return new Promise((resolve) => {
    const interrupt = () => stopAll();
    process.once('SIGINT', interrupt);
    process.once('SIGTERM', interrupt);

    const stopAll = () => {
      stopping = true;
      for (const { child } of running.values()) stopGroup(child);
    };

    const start = (step) => {
      const live = streaming === undefined && !step.background;
      if (live) streaming = step.name;
      const line = `${step.command} ${step.args.join(' ')}`;
      print(`\n━━ ${step.name}: ${line}${live ? '' : ' (beside the others; its output when it ends)'}\n`);
      const { child, ended } = spawnStep(step, live);
      const run = { child, background: step.background === true, alongside: new Set(running.keys()) };
      for (const other of running.values()) other.alongside.add(step.name);
      running.set(step.name, run);
      const startedAt = performance.now();

      void ended.then(({ code, signal, cpuSeconds, output }) => {
        running.delete(step.name);
        if (streaming === step.name) streaming = undefined;
        const ok = code === 0;
        const status = ok ? 'passed' : stopping ? 'stopped' : 'failed';
        if (!live) print(`\n━━ ${step.name}: its output\n${output}`);
        if (status === 'failed') print(`✗ ${step.name}: ${line} exited with ${code ?? signal}\n`);
        const seconds = (performance.now() - startedAt) / 1000;
        results.push({ name: step.name, status, seconds, cpuSeconds, alongside: [...run.alongside] });
        if (ok) passed.add(step.name);
        else if (!stopping) stopAll();
        next();
      });
    };

    const next = () => {
      if (!stopping)
        for (const step of [...waiting]) {
          const foreground = [...running.values()].filter((run) => !run.background).length;
          if (!step.background && foreground >= jobs) continue;
          if (!(step.needs ?? []).every((need) => passed.has(need))) continue;
          waiting.splice(waiting.indexOf(step), 1);
          start(step);
        }
      if (running.size > 0) return;
      process.off('SIGINT', interrupt);
      process.off('SIGTERM', interrupt);
      resolve(results);
    };

    next();
  });
}

/**
 * Starts one step in its own process group (so that stopping it stops what it started), under GNU
 * time when there is one. `live`: its output goes straight to this terminal; otherwise it is kept.
 * `ended` resolves with how it ended, its CPU time and the output kept.
 * @param {Step} step
 * @param {boolean} live
 */
function spawnStep(step, live) {
  const cpuFile = path.join(os.tmpdir(), `step-cpu-${process.pid}-${step.name}`);
  const [command, args] = hasGnuTime
    ? [gnuTime, ['--format', '%U %S', '--output', cpuFile, step.command, ...step.args]]
    : [step.command, step.args];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...step.env },
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  /** @type {string[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk) => output.push(chunk.toString()));
  child.once('error', (error) => output.push(`${error.message}\n`));
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null, cpuSeconds: number | undefined, output: string }>} */
  const ended = new Promise((resolve) =>
    child.once('close', (code, signal) =>
      resolve({ code, signal, cpuSeconds: readCpuTime(cpuFile), output: output.join('') }),
    ),
  );
  return { child, ended };
}

/**
 * Stops a step's whole process group (it was started detached) and every process started under it
 * that left the group: Playwright starts its web servers in groups of their own and, ended by a
 * signal, leaves them running, holding the ports the next run needs.
 */
function stopGroup(child) {
  const descendants = descendantsOf(child.pid);
  for (const target of [-child.pid, ...descendants]) {
    try {
      process.kill(target, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Every process started under `pid`, however deep (read from /proc on Linux; elsewhere none). */
export function descendantsOf(pid) {
  /** @type {Map<number, number[]>} */
  const childrenOf = new Map();
  let entries = [];
  try {
    entries = fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  for (const entry of entries) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ")".
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(entry)]);
  }
  const found = [];
  for (const queue = [pid]; queue.length > 0;) {
    for (const childPid of childrenOf.get(queue.shift()) ?? []) {
      found.push(childPid);
      queue.push(childPid);
    }
  }
  return found;
}

/** The user + system seconds GNU time wrote (its last line; a line before says how the command ended). */
function readCpuTime(file) {
  if (!fs.existsSync(file)) return undefined;
  const [user, system] = fs.readFileSync(file, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  fs.rmSync(file, { force: true });
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : undefined;
}

const marks = { passed: '✓', failed: '✗', stopped: '–' };

/**
 * The steps' times as a table, slowest first: each step's wall time, its CPU time (– when not
 * measured), its share of the run's wall time and the steps it ran beside; then the run's wall time.
 * @param {StepResult[]} results
 * @param {number} wallSeconds
 */
export function timingTable(results, wallSeconds) {
  const rows = [...results].sort((a, b) => b.seconds - a.seconds);
  const width = Math.max(...rows.map((row) => row.name.length), 'step'.length);
  const time = (seconds) => (seconds === undefined ? '–' : `${seconds.toFixed(1)} s`).padStart(9);
  const line = (cells) => cells.join('  ').trimEnd();
  return `${[
    line([`  ${'step'.padEnd(width)}`, 'time'.padStart(9), 'cpu'.padStart(9), 'share', 'beside']),
    ...rows.map((row) =>
      line([
        `${marks[row.status]} ${row.name.padEnd(width)}`,
        time(row.seconds),
        time(row.cpuSeconds),
        `${Math.round((100 * row.seconds) / wallSeconds)} %`.padStart(5),
        row.alongside.join(', '),
      ]),
    ),
    line([`  ${'wall'.padEnd(width)}`, time(wallSeconds)]),
  ].join('\n')}\n`;
}

/**
 * `npm test` and `npm run check`: runs the steps (runSteps), then prints the time table; the exit
 * code is 1 unless every step ran and passed.
 * @param {Step[]} steps
 * @param {{ jobs: number }} options
 */
export async function runAndReport(steps, { jobs }) {
  const started = performance.now();
  const results = await runSteps(steps, { jobs });
  const wall = (performance.now() - started) / 1000;
  console.log(`\n━━ step times, slowest first (${jobs} at a time)`);
  console.log(timingTable(results, wall));
  if (results.some((result) => result.status !== 'passed') || results.length < steps.length) process.exitCode = 1;
}
