/**
 * The kept mutation scores (stryker/scores/<area>.json), pure logic: merging a StrykerJS JSON report
 * (mutation-testing-report-schema) into an area's summary, and the table `npm run mutation -- --table`
 * prints from the summaries. Reading files and asking git is scripts/lib/mutationKeep.mjs's part.
 *
 * A summary: `{ area, modules: { [repo-relative path]: entry } }`, an entry:
 * `{ sha, counts, detected, valid, score, ignoreStatic, measuredAt, commit, dirty?, recordedBy }` —
 * `sha` the git blob hash of the source text Stryker measured, `counts` the mutants by status,
 * `score` (killed + timed out) ÷ (killed + timed out + survived + not covered) in percent (null when
 * no mutant counts), `commit` the commit that text belongs to (null when none is known).
 */
import crypto from 'node:crypto';
import path from 'node:path';

/** The statuses the score counts; any other (Ignored, CompileError, RuntimeError…) is kept apart. */
const scoredStatuses = ['Killed', 'Timeout', 'Survived', 'NoCoverage'];
/** The score under which a current module is listed. */
const lowScore = 85;

/**
 * The git blob hash of a text (a string is taken as UTF-8), as `git hash-object --stdin` gives it.
 * @param {string | Buffer} text
 * @returns {string}
 */
export function blobSha(text) {
  const body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  return crypto.createHash('sha1').update(`blob ${body.length}\0`).update(body).digest('hex');
}

/**
 * Does `file` (repo-relative) match one of the globs (a `!glob` excludes), as stryker/areas.mjs writes them?
 * @param {string} file
 * @param {readonly string[]} globs
 */
export const matchesGlobs = (file, globs) =>
  globs.some((glob) => !glob.startsWith('!') && path.matchesGlob(file, glob)) &&
  !globs.some((glob) => glob.startsWith('!') && path.matchesGlob(file, glob.slice(1)));

/** A copy of a plain object with its keys sorted (stable JSON). */
const sortedKeys = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * The mutants by status: the four scored statuses always, any other status when it occurs.
 * @param {readonly { status: string }[]} mutants
 * @returns {Record<string, number>}
 */
export function countStatuses(mutants) {
  /** @type {Record<string, number>} */
  const counts = Object.fromEntries(scoredStatuses.map((status) => [status, 0]));
  for (const { status } of mutants) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/**
 * Detected (killed + timed out) and valid (detected + survived + not covered) mutants, and the
 * score in percent with one decimal (null when no mutant counts).
 * @param {Record<string, number>} counts
 */
export function scoreOf(counts) {
  const [killed, timeout, survived, noCoverage] = scoredStatuses.map((status) => counts[status] ?? 0);
  const detected = killed + timeout;
  const valid = detected + survived + noCoverage;
  return { detected, valid, score: valid === 0 ? null : Math.round((1000 * detected) / valid) / 10 };
}

/**
 * A score as the table shows it: `97.5 %`, or `n/a` when no mutant counts.
 * @param {number} detected
 * @param {number} valid
 */
export const percent = (detected, valid) => (valid === 0 ? 'n/a' : `${((100 * detected) / valid).toFixed(1)} %`);

/** `file:from-to` (Stryker's line-range form of `mutate`, columns optional) → its parts. */
const rangePattern = /^(.+):(\d+)(?::\d+)?-(\d+)(?::\d+)?$/;

/**
 * Was the whole module mutated? Not when the run's `mutate` named it by line ranges (the `--changed`
 * step, or MUTATION_FILES with ranges) that leave some of its lines out.
 */
function measuredWhole(file, source, mutate) {
  const ranges = mutate
    .map((entry) => rangePattern.exec(entry))
    .filter((match) => match !== null && path.normalize(match[1]) === file)
    .map((match) => [Number(match[2]), Number(match[3])]);
  if (ranges.length === 0) return true;
  // The lines of the text, a final newline ending the last one (not starting another).
  const lines = source.replace(/\n$/, '').split('\n').length;
  for (let line = 1; line <= lines; line++) if (!ranges.some(([from, to]) => from <= line && line <= to)) return false;
  return true;
}

/**
 * The modules of a StrykerJS JSON report, each with its path relative to the report's project
 * root, its source, its mutants and whether it was mutated whole.
 * @param {{ files: Record<string, { source: string, mutants: { status: string }[] }>, projectRoot?: string, config?: { mutate?: string[] } }} report
 */
export function reportModules(report) {
  const root = report.projectRoot ?? '/';
  const mutate = report.config?.mutate ?? [];
  return Object.entries(report.files)
    .map(([file, { source, mutants }]) => {
      const module = path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
      return { module, source, mutants, whole: measuredWhole(module, source, mutate) };
    })
    .sort((a, b) => (a.module < b.module ? -1 : 1));
}

/**
 * @typedef {{ commit: string | null, dirty?: boolean }} Provenance
 * @typedef {{ area: string, modules: Record<string, Record<string, unknown>> }} Summary
 */

/**
 * Merges a report into an area's summary: each module the report measured whole replaces its entry;
 * the summary's other modules keep theirs. Modules mutated by line ranges only are skipped (partial).
 * @param {Summary} summary
 * @param {Parameters<typeof reportModules>[0]} report
 * @param {{ measuredAt: string, recordedBy: 'run' | 'import', provenance: (module: string, sha: string) => Provenance }} how
 * @returns {{ summary: Summary, recorded: string[], skipped: string[] }}
 */
export function mergeReport(summary, report, { measuredAt, recordedBy, provenance }) {
  const modules = { ...summary.modules };
  const recorded = [];
  const skipped = [];
  for (const { module, source, mutants, whole } of reportModules(report)) {
    if (!whole) {
      skipped.push(module);
      continue;
    }
    const sha = blobSha(source);
    const counts = countStatuses(mutants);
    const ignoreStatic = report.config?.ignoreStatic === true;
    modules[module] = {
      sha,
      counts,
      ...scoreOf(counts),
      ignoreStatic,
      measuredAt,
      recordedBy,
      ...provenance(module, sha),
    };
    recorded.push(module);
  }
  return { summary: { area: summary.area, modules }, recorded, skipped };
}

/**
 * A summary as it is kept in stryker/scores/<area>.json: every object's keys sorted, 2-space indent
 * and a final newline, so that a new run changes only the lines of the modules it measured.
 * @param {Summary} summary
 */
export const serializeSummary = (summary) =>
  `${JSON.stringify(summary, (_, item) => (item && typeof item === 'object' && !Array.isArray(item) ? sortedKeys(item) : item), 2)}\n`;

/**
 * The state of a module: `current` (its text now is the one measured), `changed since`, or `no kept figure`.
 * @param {{ sha: string } | undefined} entry
 * @param {string} currentSha
 */
export const stateOf = (entry, currentSha) =>
  entry === undefined ? 'no kept figure' : entry.sha === currentSha ? 'current' : 'changed since';

/**
 * @typedef {{ area: string, module: string, state: string, detected: number, valid: number, commit: string, date: string, ignoreStatic: boolean }} Row
 */

/** A table row of one module. */
function rowOf(area, module, entry, currentSha) {
  const state = stateOf(entry, currentSha);
  if (entry === undefined)
    return { area, module, state, detected: 0, valid: 0, commit: '', date: '', ignoreStatic: false };
  const { detected, valid } = scoreOf(entry.counts);
  const commit = entry.commit === null ? 'none' : `${entry.commit.slice(0, 7)}${entry.dirty ? ' (dirty)' : ''}`;
  return {
    area,
    module,
    state,
    detected,
    valid,
    commit,
    date: entry.measuredAt.slice(0, 10),
    ignoreStatic: entry.ignoreStatic === true,
  };
}

/**
 * One row per module the areas mutate now (their globs over the tracked files), in areas.mjs's
 * order then by path, with its kept figure and state; and the kept figures of modules no area mutates now.
 * @param {readonly { name: string, mutate: readonly string[] }[]} areas
 * @param {Record<string, Summary>} summaries by area name
 * @param {readonly string[]} tracked the repository's tracked files
 * @param {(file: string) => string} currentShaOf the blob hash of a file's text now
 */
export function scoreRows(areas, summaries, tracked, currentShaOf) {
  const files = [...tracked].sort();
  const rows = [];
  const orphans = [];
  for (const area of areas) {
    const kept = summaries[area.name]?.modules ?? {};
    const modules = files.filter((file) => matchesGlobs(file, area.mutate));
    for (const module of modules) rows.push(rowOf(area.name, module, kept[module], currentShaOf(module)));
    orphans.push(
      ...Object.keys(kept)
        .filter((module) => !modules.includes(module))
        .map((module) => `${area.name}: ${module}`),
    );
  }
  return { rows, orphans };
}

/** Detected and valid mutants over some rows, and how many rows. */
const totalOf = (rows) => ({
  modules: rows.length,
  detected: rows.reduce((sum, row) => sum + row.detected, 0),
  valid: rows.reduce((sum, row) => sum + row.valid, 0),
});

const figure = ({ detected, valid }) => (valid === 0 ? 'n/a' : `${percent(detected, valid)} (${detected} of ${valid})`);

/** A table: its columns (`right` for numbers) and its rows of cells. */
const table = (columns, rows) => ({ columns, rows });

/** Per area: modules, kept figures, current ones, and the score over each. */
function areaTable(rows) {
  const areaNames = [...new Set(rows.map((row) => row.area))];
  return table(
    [
      { title: 'area' },
      { title: 'modules', right: true },
      { title: 'kept', right: true },
      { title: 'current', right: true },
      { title: 'score, all kept' },
      { title: 'score, current only' },
    ],
    areaNames.map((area) => {
      const ofArea = rows.filter((row) => row.area === area);
      const kept = totalOf(ofArea.filter((row) => row.state !== 'no kept figure'));
      const current = totalOf(ofArea.filter((row) => row.state === 'current'));
      return [
        area,
        String(ofArea.length),
        String(kept.modules),
        String(current.modules),
        figure(kept),
        figure(current),
      ];
    }),
  );
}

/** Every module: its area, killed/valid, score, commit, date and state. */
const moduleTable = (rows, { code }) =>
  table(
    [
      { title: 'area' },
      { title: 'module' },
      { title: 'killed/valid', right: true },
      { title: 'score', right: true },
      { title: 'commit' },
      { title: 'measured' },
      { title: 'state' },
    ],
    rows.map((row) => {
      const kept = row.state !== 'no kept figure';
      return [
        row.area,
        code(row.module),
        kept ? `${row.detected}/${row.valid}` : '',
        kept ? percent(row.detected, row.valid) : '',
        row.commit,
        row.date,
        row.state,
      ];
    }),
  );

/** The lines of a table as prettier writes a markdown table: every column padded to its widest cell. */
function tableLines(columns, rows, markdown) {
  const widths = columns.map((column, i) => Math.max(column.title.length, ...rows.map((row) => row[i].length)));
  const pad = (cell, i) => (columns[i].right ? cell.padStart(widths[i]) : cell.padEnd(widths[i]));
  const line = (cells) => (markdown ? `| ${cells.map(pad).join(' | ')} |` : cells.map(pad).join('  ').trimEnd());
  const rule = columns.map((column, i) =>
    markdown && column.right ? `${'-'.repeat(widths[i] - 1)}:` : '-'.repeat(widths[i]),
  );
  return [
    line(columns.map((column) => column.title)),
    markdown ? `| ${rule.join(' | ')} |` : rule.join('  '),
    ...rows.map(line),
  ];
}

/** Code and strong text in markdown, plain text on a terminal. */
const stylesOf = (markdown) =>
  markdown
    ? { code: (text) => `\`${text}\``, strong: (text) => `**${text}**` }
    : { code: (text) => text, strong: (text) => text };

/**
 * How many source files outside every area each left-out kind holds (a file counts for the first
 * kind that matches it), for the line that states the scope.
 * @param {readonly string[]} files the tracked source files no area mutates
 * @param {readonly { kind: string, files: readonly string[] }[]} kinds
 */
export const leftOutCounts = (files, kinds) =>
  kinds.map((kind, index) => ({
    kind: kind.kind,
    count: files.filter(
      (file) =>
        matchesGlobs(file, kind.files) && !kinds.slice(0, index).some((before) => matchesGlobs(file, before.files)),
    ).length,
  }));

/** The totals and lists above the tables. */
function summaryLines(rows, orphans, leftOut, { code, strong }) {
  const kept = rows.filter((row) => row.state !== 'no kept figure');
  const current = rows.filter((row) => row.state === 'current');
  const low = current.filter((row) => row.valid > 0 && (100 * row.detected) / row.valid < lowScore);
  const staticIgnored = kept.filter((row) => row.ignoreStatic).length;
  return [
    `- Overall, current modules only (the text measured is the text now): ${strong(figure(totalOf(current)))} over ${current.length} modules.`,
    `- Overall, every kept figure (current or changed since): ${strong(figure(totalOf(kept)))} over ${kept.length} modules.`,
    `- Static mutants are counted as Stryker reported them${staticIgnored === 0 ? ' (every kept run ran them).' : `; ${staticIgnored} modules were measured with static mutants ignored.`}`,
    `- Modules with no kept figure: ${rows.length - kept.length} of ${rows.length}; changed since their figure: ${kept.length - current.length}.`,
    `- Current modules under ${lowScore} %: ${low.length === 0 ? 'none' : low.map((row) => `${code(row.module)} ${percent(row.detected, row.valid)} (${row.detected} of ${row.valid})`).join(', ')}.`,
    ...(orphans.length === 0
      ? []
      : [`- Kept figures of modules no area mutates now (not counted): ${orphans.map(code).join(', ')}.`]),
    ...(leftOut.length === 0
      ? []
      : [
          `- Left out on purpose, by kind (${code('leftOut')} in ${code('stryker/areas.mjs')}, each with its reason): ${leftOut.reduce((sum, { count }) => sum + count, 0)} source files — ${leftOut.map(({ kind, count }) => `${kind} ${count}`).join(', ')}.`,
        ]),
  ];
}

/**
 * The scores table, as text for a terminal or (`markdown`) as a markdown document for docs/:
 * overall figures, modules under 85 %, per-area totals, then every module. Deterministic: the same
 * summaries and files give the same text.
 * @param {{ rows: Row[], orphans: string[] }} scores what scoreRows gives
 * @param {{ markdown?: boolean, leftOut?: readonly { kind: string, count: number }[] }} [options]
 * @returns {string}
 */
export function formatScores({ rows, orphans }, { markdown = false, leftOut = [] } = {}) {
  const render = ({ columns, rows: cells }) => tableLines(columns, cells, markdown);
  const heading = (text) => (markdown ? [`## ${text}`, ''] : [text, '']);
  const lines = [
    ...(markdown
      ? [
          '# Mutation scores',
          '',
          'Generated by `npm run -s mutation -- --table --markdown > docs/mutation-scores.md` from the kept summaries in',
          '`stryker/scores/` and the areas of `stryker/areas.mjs`; never edited by hand.',
          '',
        ]
      : []),
    'Score = (killed + timed out) ÷ (killed + timed out + survived + not covered).',
    '',
    ...summaryLines(rows, orphans, leftOut, stylesOf(markdown)),
    '',
    ...heading('By area'),
    ...render(areaTable(rows)),
    '',
    ...heading('By module'),
    ...render(moduleTable(rows, stylesOf(markdown))),
  ];
  return `${lines.join('\n')}\n`;
}
