#!/usr/bin/env node
/**
 * `npm run mutation`: StrykerJS over the modules stryker/areas.mjs names, one area at a time,
 * an HTML report per area in reports/mutation/, then the score of every module as a table.
 *   npm run mutation -- contracts server     only these areas
 *   npm run mutation -- --table              the table of the last reports, nothing run
 *   npm run mutation -- --changed            the CI step: only the lines a change touched (below)
 *   npm run mutation -- api-store --concurrency 1   one test process at a time (default 2)
 *
 * `--changed`: the logic files that differ from the merge base with origin/main (or main); on main
 * itself (a clean clone has no diff) the files of the last commit (HEAD~1..HEAD, first parent).
 * Only the changed lines are mutated, and every mutant there must be killed: a changed line that no
 * test notices fails the step, with the surviving mutants listed. Bounded: at most
 * MUTATION_MAX_FILES files (8), and no new area starts after MUTATION_BUDGET_S seconds (600).
 * MUTATION_BASE=<commit> compares against that commit instead.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { areas } from '../stryker/areas.mjs';
import { run } from './lib/workspace.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = 'reports/mutation';
const argv = process.argv.slice(2);
/** `--concurrency N` (or `--concurrency=N`): the number of test processes, passed to the config. */
const concurrencyAt = argv.findIndex((arg) => arg === '--concurrency' || arg.startsWith('--concurrency='));
const concurrency =
  concurrencyAt === -1
    ? process.env.MUTATION_CONCURRENCY
    : (argv[concurrencyAt].split('=')[1] ?? argv[concurrencyAt + 1]);
if (concurrency !== undefined && !/^[1-9]\d*$/.test(concurrency))
  throw new Error(`--concurrency needs a positive whole number, got ${concurrency}`);
const args =
  concurrencyAt === -1
    ? argv
    : argv.filter((_, i) => i < concurrencyAt || i > concurrencyAt + (argv[concurrencyAt].includes('=') ? 0 : 1));
const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
const tryGit = (...gitArgs) => {
  try {
    return git(...gitArgs);
  } catch {
    return undefined;
  }
};

/** Does `file` (repo-relative) match one of the globs (a `!glob` excludes)? */
const matches = (file, globs) =>
  globs.some((glob) => !glob.startsWith('!') && path.matchesGlob(file, glob)) &&
  !globs.some((glob) => glob.startsWith('!') && path.matchesGlob(file, glob.slice(1)));

const areaOf = (file) => areas.find((area) => matches(file, area.mutate));

/**
 * A PostgreSQL server for the whole run of an area whose tests need one (`postgres` in areas.mjs):
 * its URL goes to the tests as API_TEST_POSTGRES, so no test file starts a server of its own for
 * every mutant. Stopped (its data removed) by `stop`. None when API_TEST_POSTGRES is already set.
 */
async function sharedPostgres(area) {
  if (!area.postgres || process.env.API_TEST_POSTGRES) return { env: {}, stop: async () => {} };
  const server = spawn(process.execPath, ['--import', 'tsx', 'api/test/helpers/servePostgres.ts'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const [url] = await Promise.race([
    once(createInterface({ input: server.stdout }), 'line'),
    exited.then((code) => Promise.reject(new Error(`the shared PostgreSQL server did not start (exit ${code})`))),
  ]);
  return {
    env: { API_TEST_POSTGRES: url },
    stop: async () => {
      server.stdin.end();
      await exited;
    },
  };
}

/** Runs Stryker on one area (optionally narrowed to `file:from-to` entries). */
async function runArea(area, narrowed) {
  const postgres = await sharedPostgres(area);
  try {
    await run('npx', ['stryker', 'run', 'stryker/stryker.config.mjs'], {
      env: {
        ...process.env,
        ...postgres.env,
        MUTATION_AREA: area.name,
        ...(concurrency ? { MUTATION_CONCURRENCY: concurrency } : {}),
        ...(narrowed ? { MUTATION_FILES: narrowed.join(',') } : {}),
      },
    });
  } finally {
    await postgres.stop();
  }
}

/** The mutants of an area's last JSON report, per file. */
const readReport = (name) => {
  const file = path.join(root, reports, `${name}.json`);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')).files;
};

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);

/** Module → counts and score (killed + timed out over every valid mutant), from the reports. */
function scoreTable(names) {
  const rows = [];
  for (const name of names) {
    for (const [file, { mutants }] of Object.entries(readReport(name))) {
      const count = (statuses) => mutants.filter((mutant) => statuses.has(mutant.status)).length;
      const killed = count(detected);
      const missed = count(undetected);
      const total = killed + missed;
      rows.push({ area: name, file: path.relative(root, path.resolve(root, file)), killed, missed, total });
    }
  }
  return rows;
}

function printTable(names) {
  const rows = scoreTable(names);
  const percent = (killed, total) => (total === 0 ? 'n/a' : `${((100 * killed) / total).toFixed(1)} %`);
  console.log('\n| area | module | killed | survived or not covered | score |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const row of rows)
    console.log(`| ${row.area} | ${row.file} | ${row.killed} | ${row.missed} | ${percent(row.killed, row.total)} |`);
  const killed = rows.reduce((sum, row) => sum + row.killed, 0);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  console.log(`| all | ${rows.length} modules | ${killed} | ${total - killed} | ${percent(killed, total)} |`);
}

/** The commit a change is measured from (see the header), or undefined when there is none. */
function changeBase() {
  if (process.env.MUTATION_BASE) return process.env.MUTATION_BASE;
  const main = ['origin/main', 'main'].find((ref) => tryGit('rev-parse', '--verify', '--quiet', ref));
  const mergeBase = main ? tryGit('merge-base', 'HEAD', main) : undefined;
  const dirty = git('status', '--porcelain', '--untracked-files=all') !== '';
  if (mergeBase && (mergeBase !== git('rev-parse', 'HEAD') || dirty)) return mergeBase;
  return tryGit('rev-parse', '--verify', '--quiet', 'HEAD~1');
}

/** Changed logic file → the line ranges of the new text that changed (`git diff -U0`, working tree included). */
function changedLines(base) {
  const changed = new Map();
  let file;
  for (const line of git('diff', '-U0', '--no-color', '--no-renames', base, '--').split('\n')) {
    if (line.startsWith('+++ ')) file = line === '+++ /dev/null' ? undefined : line.slice('+++ b/'.length);
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (!hunk || !file || !areaOf(file)) continue;
    const start = Number(hunk[1]);
    const length = hunk[2] === undefined ? 1 : Number(hunk[2]);
    // A pure deletion: the lines around the place it left.
    const range = length === 0 ? [Math.max(1, start), start + 1] : [start, start + length - 1];
    changed.set(file, [...(changed.get(file) ?? []), range]);
  }
  for (const file of git('ls-files', '--others', '--exclude-standard').split('\n'))
    if (file && areaOf(file))
      changed.set(file, [[1, fs.readFileSync(path.join(root, file), 'utf8').split('\n').length]]);
  return changed;
}

async function changedStep() {
  const started = performance.now();
  const base = changeBase();
  if (!base) {
    console.log('mutation (changed): no base commit to compare with (a single-commit clone); nothing to do.');
    return;
  }
  const changed = changedLines(base);
  if (changed.size === 0) {
    console.log(`mutation (changed): no logic module changed since ${base.slice(0, 10)}; nothing to mutate.`);
    return;
  }
  const maxFiles = Number(process.env.MUTATION_MAX_FILES ?? 8);
  const budgetSeconds = Number(process.env.MUTATION_BUDGET_S ?? 600);
  const files = [...changed.keys()].sort();
  if (files.length > maxFiles)
    console.log(`mutation (changed): ${files.length} logic modules changed; the first ${maxFiles} are mutated.`);
  const chosen = files.slice(0, maxFiles);
  const byArea = new Map();
  for (const file of chosen) {
    const area = areaOf(file);
    const entries = changed.get(file).map(([from, to]) => `${file}:${from}-${to}`);
    byArea.set(area, [...(byArea.get(area) ?? []), ...entries]);
  }
  console.log(`mutation (changed) since ${base.slice(0, 10)}:\n  ${[...byArea.values()].flat().join('\n  ')}`);
  const missed = [];
  const ran = [];
  for (const [area, entries] of byArea) {
    if ((performance.now() - started) / 1000 > budgetSeconds) {
      console.log(`mutation (changed): time budget spent; area ${area.name} not run.`);
      continue;
    }
    fs.rmSync(path.join(root, reports, `${area.name}.json`), { force: true });
    await runArea(area, entries);
    ran.push(area.name);
    for (const [file, { mutants }] of Object.entries(readReport(area.name)))
      for (const mutant of mutants.filter((m) => undetected.has(m.status)))
        missed.push(
          `${path.relative(root, path.resolve(root, file))}:${mutant.location.start.line} ${mutant.status} ${mutant.mutatorName}: ${JSON.stringify(mutant.replacement ?? '')}`,
        );
  }
  printTable(ran);
  if (missed.length > 0) {
    console.error(
      `\n✗ ${missed.length} mutant(s) on changed lines that no test notices — a test of that behaviour is missing ` +
        '(or mark an equivalent mutant with a "// Stryker disable next-line <mutator>: <why>" comment):',
    );
    for (const line of missed) console.error(`  ${line}`);
    process.exitCode = 1;
  } else console.log('\n✓ every mutant on the changed lines is killed by a test');
}

if (args.includes('--changed')) await changedStep();
else {
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !areas.some((area) => area.name === name));
  if (unknown.length > 0)
    throw new Error(`unknown area(s) ${unknown.join(', ')}; areas: ${areas.map((a) => a.name).join(', ')}`);
  const chosen = names.length > 0 ? areas.filter((area) => names.includes(area.name)) : areas;
  if (!args.includes('--table')) {
    for (const area of chosen) {
      const started = performance.now();
      await runArea(area);
      console.log(`━━ ${area.name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
  printTable(chosen.map((area) => area.name));
}
