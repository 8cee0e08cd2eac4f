/**
 * The long-task guard of `npm test` (`npm run longtasks -- --guard`): whose code each long task of a
 * page load ran, and whether code holds more long tasks than it did when the guard was set. The CPU
 * samples inside a task say which script ran longest in it; that script's kind (the shell's entry
 * with the federation runtime, a shared library, the shell's own code, a remote's code) is the
 * task's owner, and a task where scripts ran for less than a quarter of it is the browser's work.
 */

/** A task whose scripts ran for less than this share of it is the browser's own work. */
const scriptShare = 0.25;

/** The owner of a task in which no script ran for long: parsing, style, layout, paint. */
export const browserWork = 'browser work (parse, style, layout)';

/**
 * The kind of each script URL of a composed page, from the shell's federation manifest (its entry
 * and the files of the libraries it shares) and the site config (where each remote lives).
 * @param {{ shellBase: string, shellManifest: { shared: { name: string, assets: { js: { sync: string[] } } }[] }, remotes: Record<string, string> }} site
 * @returns {(url: string) => string | null} null for samples outside any script
 */
export function scriptKinds({ shellBase, shellManifest, remotes }) {
  const remoteBases = Object.entries(remotes).map(([name, manifestUrl]) => [name, new URL('.', manifestUrl).href]);
  const libraries = new Map();
  for (const { name, assets } of shellManifest.shared) {
    if (name.startsWith('@codecrush/')) continue;
    for (const file of assets.js.sync) libraries.set(new URL(file, shellBase).href, `library ${name}`);
  }
  return (url) => {
    if (!url) return null;
    const remote = remoteBases.find(([, base]) => url.startsWith(base));
    if (remote) return `remote ${remote[0]}`;
    if (libraries.has(url)) return libraries.get(url);
    if (!url.startsWith(shellBase)) return `other script ${url}`;
    return /\/static\/js\/main\.[0-9a-f]+\.js$/.test(url) ? 'shell entry (federation runtime)' : 'shell code';
  };
}

/**
 * The owner of one task: the kind of script that ran longest inside it, or the browser's work when
 * scripts ran for less than a quarter of it.
 * @param {{ start: number, end: number }} task trace times (µs)
 * @param {{ ts: number, dur: number, url: string }[]} samples
 * @param {(url: string) => string | null} kindOf
 */
export function ownerOf(task, samples, kindOf) {
  const time = new Map();
  let scripts = 0;
  for (const sample of samples) {
    if (sample.ts < task.start || sample.ts >= task.end) continue;
    const kind = kindOf(sample.url);
    if (kind === null) continue;
    time.set(kind, (time.get(kind) ?? 0) + sample.dur);
    scripts += sample.dur;
  }
  if (scripts < scriptShare * (task.end - task.start)) return browserWork;
  return [...time].sort((a, b) => b[1] - a[1])[0][0];
}

/**
 * How many long tasks of one load belong to code (any owner but the browser's own work).
 * @param {{ owner: string }[]} tasks
 */
export const codeTasksOf = (tasks) => tasks.filter((task) => task.owner !== browserWork).length;

/**
 * The guard's verdict over several loads: it fails when code held more long tasks than `codeTasks`
 * in at least `inLoads` of them (one slow load on a shared machine is not a regression; a change
 * that adds a task adds it to every load).
 * @param {{ owner: string }[][]} loads the long tasks of each load
 * @param {{ codeTasks: number, inLoads: number }} limits
 */
export function guardVerdict(loads, { codeTasks, inLoads }) {
  const counts = loads.map(codeTasksOf);
  const over = counts.filter((count) => count > codeTasks).length;
  return { counts, over, passed: over < inLoads };
}

/**
 * The CPU slowdown that makes this machine, now, as slow as the reference machine at `slowdown`:
 * a machine (or a moment) twice as slow as the reference gets half the slowdown, never below 1.
 * @param {number} measuredMs the calibration workload's time here
 * @param {{ referenceMs: number, slowdown: number }} calibration
 */
export function calibratedSlowdown(measuredMs, { referenceMs, slowdown }) {
  return Math.max(1, Math.round(((slowdown * referenceMs) / measuredMs) * 10) / 10);
}
