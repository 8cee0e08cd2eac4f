/**
 * The kept mutation scores on disk: stryker/scores/<area>.json (committed), one summary per area,
 * merged from StrykerJS JSON reports after each run of `npm run mutation` (or `--import`), and the
 * table read from them. The logic is in mutationScores.mjs; this file reads, writes and asks git.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  blobSha,
  formatScores,
  leftOutCounts,
  matchesGlobs,
  mergeReport,
  scoreRows,
  serializeSummary,
} from './mutationScores.mjs';
import { repoRoot } from './workspace.mjs';

const scoresDir = path.join(repoRoot, 'stryker', 'scores');
const git = (args, input) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', input }).trim();

/** The git objects `commit:file` names, one per entry (`… missing` where there is none). */
const objectsAt = (commits, file) =>
  git(['cat-file', '--batch-check=%(objectname)'], commits.map((commit) => `${commit}:${file}\n`).join('')).split('\n');

/** The summary kept for an area (an empty one when none is). */
function readSummary(area) {
  const file = path.join(scoresDir, `${area}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { area, modules: {} };
}

/** A run's provenance: HEAD, dirty when the text measured is not HEAD's text of that file. */
function headProvenance() {
  const head = git(['rev-parse', 'HEAD']);
  return (module, sha) => ({ commit: head, dirty: objectsAt([head], module)[0] !== sha });
}

/** An imported report's provenance: the newest commit whose text of the file is the one measured, or null. */
const matchingCommit = (module, sha) => {
  const commits = git(['log', '--format=%H', '--', module]).split('\n').filter(Boolean);
  if (commits.length === 0) return { commit: null };
  const objects = objectsAt(commits, module);
  return { commit: commits.find((_, i) => objects[i] === sha) ?? null };
};

/**
 * Merges a StrykerJS JSON report into stryker/scores/<area>.json: only the modules the report
 * measured whole are replaced. `run`: a run just made here (HEAD, now); otherwise an imported report
 * (the file's time, the commit its text matches).
 * @param {string} reportFile
 * @param {string} area
 * @param {{ run: boolean }} how
 */
export function recordReport(reportFile, area, { run }) {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const { summary, recorded, skipped } = mergeReport(readSummary(area), report, {
    measuredAt: (run ? new Date() : fs.statSync(reportFile).mtime).toISOString(),
    recordedBy: run ? 'run' : 'import',
    provenance: run ? headProvenance() : matchingCommit,
  });
  const where = path.join(scoresDir, `${area}.json`);
  if (recorded.length > 0) {
    fs.mkdirSync(scoresDir, { recursive: true });
    fs.writeFileSync(where, serializeSummary(summary));
  }
  console.log(`mutation: ${recorded.length} module(s) of ${area} kept in ${path.relative(repoRoot, where)}`);
  if (skipped.length > 0) console.log(`  not kept (only some of their lines mutated): ${skipped.join(', ')}`);
}

/**
 * The scores table of some areas from the kept summaries and the tracked files as they are now;
 * with `leftOut` (the table of every area), also how many source files each left-out kind holds.
 * @param {readonly { name: string, mutate: readonly string[] }[]} areas
 * @param {{ markdown: boolean, leftOut?: readonly { kind: string, files: readonly string[] }[] }} options
 */
export function scoresTable(areas, { markdown, leftOut = [] }) {
  const summaries = Object.fromEntries(areas.map((area) => [area.name, readSummary(area.name)]));
  const tracked = git(['ls-files', '-z'])
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
  const currentSha = (file) => blobSha(fs.readFileSync(path.join(repoRoot, file)));
  const outside = tracked.filter(
    (file) => /\.(ts|tsx|mjs|cjs|js)$/.test(file) && !areas.some((area) => matchesGlobs(file, area.mutate)),
  );
  return formatScores(scoreRows(areas, summaries, tracked, currentSha), {
    markdown,
    leftOut: leftOut.length === 0 ? [] : leftOutCounts(outside, leftOut),
  });
}
