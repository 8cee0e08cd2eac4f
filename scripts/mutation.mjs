#!/usr/bin/env node
/**
 * `npm run mutation`: StrykerJS over the modules stryker/areas.mjs names, one area at a time,
 * an HTML and a JSON report per area in reports/mutation/ (git-ignored). After each area's run its
 * JSON report is merged into the area's kept summary, stryker/scores/<area>.json (committed): every
 * module the run measured replaces its entry (score, counts by status, the blob hash of the text
 * measured, the commit, the date); the others keep theirs. Then the table of every module's score.
 *   npm run mutation -- contracts server     only these areas
 *   npm run mutation -- --table              the table from the kept summaries, nothing run: every
 *                                            module the areas mutate now, current / changed since /
 *                                            no kept figure, totals, modules under 85 %
 *   npm run -s mutation -- --table --markdown > docs/mutation-scores.md   the same as a markdown page
 *   npm run mutation -- --import <report.json> <area>   merge an existing JSON report into the summary
 *   npm run mutation -- --changed            the CI step: only the lines a change touched (below)
 *   npm run mutation -- api-store --concurrency 1   one test process at a time (default 2)
 *   MUTATION_FILES=a,b npm run mutation -- <area>   only those files of the area (kept for those only)
 *
 * `--changed`: the logic files that differ from the merge base with origin/main (or main); on main
 * itself (a clean clone has no diff) the files of the last commit (HEAD~1..HEAD, first parent).
 * Only the changed lines are mutated, and every mutant there must be killed: a changed line that no
 * test notices fails the step, with the surviving mutants listed. Bounded: at most
 * MUTATION_MAX_FILES files (8), and no new area starts after MUTATION_BUDGET_S seconds (600).
 * MUTATION_BASE=<commit> compares against that commit instead. Nothing is kept from it (a module
 * mutated by some of its lines only is never kept, whatever the run).
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { areas, leftOut } from '../stryker/areas.mjs';
import { recordReport, scoresTable } from './lib/mutationKeep.mjs';
import { countStatuses, matchesGlobs, percent, reportModules, scoreOf } from './lib/mutationScores.mjs';
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

const areaOf = (file) => areas.find((area) => matchesGlobs(file, area.mutate));

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

const reportOf = (name) => path.join(root, reports, `${name}.json`);
/** An area's last JSON report (none when the run wrote none). */
const readReport = (name) =>
  fs.existsSync(reportOf(name)) ? JSON.parse(fs.readFileSync(reportOf(name), 'utf8')) : { files: {} };

const undetected = new Set(['Survived', 'NoCoverage']);

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
  for (const [area, entries] of byArea) {
    if ((performance.now() - started) / 1000 > budgetSeconds) {
      console.log(`mutation (changed): time budget spent; area ${area.name} not run.`);
      continue;
    }
    fs.rmSync(reportOf(area.name), { force: true });
    await runArea(area, entries);
    for (const { module, mutants } of reportModules(readReport(area.name))) {
      const { detected, valid } = scoreOf(countStatuses(mutants));
      console.log(`  ${area.name}  ${module}  changed lines: ${detected}/${valid} ${percent(detected, valid)}`);
      for (const mutant of mutants.filter((m) => undetected.has(m.status)))
        missed.push(
          `${module}:${mutant.location.start.line} ${mutant.status} ${mutant.mutatorName}: ${JSON.stringify(mutant.replacement ?? '')}`,
        );
    }
  }
  if (missed.length > 0) {
    console.error(
      `\n✗ ${missed.length} mutant(s) on changed lines that no test notices — a test of that behaviour is missing ` +
        '(or mark an equivalent mutant with a "// Stryker disable next-line <mutator>: <why>" comment):',
    );
    for (const line of missed) console.error(`  ${line}`);
    process.exitCode = 1;
  } else console.log('\n✓ every mutant on the changed lines is killed by a test');
}

/** The areas named on the command line (every area when none is). */
function chosenAreas(names) {
  const unknown = names.filter((name) => !areas.some((area) => area.name === name));
  if (unknown.length > 0)
    throw new Error(`unknown area(s) ${unknown.join(', ')}; areas: ${areas.map((a) => a.name).join(', ')}`);
  return names.length > 0 ? areas.filter((area) => names.includes(area.name)) : areas;
}

const names = args.filter((arg) => !arg.startsWith('--'));
if (args.includes('--changed')) await changedStep();
else if (args.includes('--import')) {
  const [reportFile, area, ...more] = names;
  if (!reportFile || !area || more.length > 0)
    throw new Error('usage: npm run mutation -- --import <report.json> <area>');
  recordReport(reportFile, chosenAreas([area])[0].name, { run: false });
} else {
  const chosen = chosenAreas(names);
  if (!args.includes('--table')) {
    for (const area of chosen) {
      const started = performance.now();
      fs.rmSync(reportOf(area.name), { force: true });
      await runArea(area);
      console.log(`━━ ${area.name}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
      if (fs.existsSync(reportOf(area.name))) recordReport(reportOf(area.name), area.name, { run: true });
    }
  }
  const everyArea = chosen.length === areas.length;
  process.stdout.write(
    scoresTable(chosen, { markdown: args.includes('--markdown'), leftOut: everyArea ? leftOut : [] }),
  );
}
