/**
 * Reads a Chromium performance trace (CDP `Tracing`, devtools.timeline categories): the renderer's
 * main-thread long tasks and, for each, the largest pieces of work inside it.
 */

/** Trace events that say what a task did (script evaluated, function called, layout, style, …). */
const workNames = new Set([
  'EvaluateScript',
  'v8.compile',
  'FunctionCall',
  'v8.callFunction',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
]);

const ms = (microseconds) => microseconds / 1000;

/**
 * A test for the page's main thread: the thread that parsed the page's HTML (its http(s) document;
 * another renderer of the browser, such as an internal page, can run beside it). Threads are told
 * apart by process and thread id together.
 */
function mainThreadOf(events) {
  const parse = events.find((event) => event.name === 'ParseHTML' && /^https?:/.test(event.args?.beginData?.url ?? ''));
  return (event) => parse !== undefined && event.pid === parse.pid && event.tid === parse.tid;
}

/** A readable name for one piece of work: its kind, and the script or function it ran. */
function describe(event) {
  const data = event.args?.data ?? {};
  const url = (data.url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8}\.js$/, '.js');
  const fn = data.functionName ? `(${data.functionName})` : '';
  return `${event.name}${url ? `:${url}` : ''}${fn} ${Math.round(ms(event.dur ?? 0))} ms`;
}

/**
 * The long tasks (over 50 ms) of the main thread, in order, each with its blocking part (the time
 * over 50 ms) and its largest top-level pieces of work.
 */
export function longTasksOf(events, { limit = 4 } = {}) {
  const onMain = mainThreadOf(events);
  const tasks = events
    .filter((event) => onMain(event) && event.name === 'RunTask' && ms(event.dur ?? 0) > 50)
    .sort((a, b) => a.ts - b.ts);
  const work = events.filter((event) => onMain(event) && workNames.has(event.name) && event.dur);
  const start = Math.min(...events.filter((e) => onMain(e) && e.ts > 0).map((e) => e.ts));
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = work.filter((w) => w.ts >= task.ts && w.ts + w.dur <= end);
    const topLevel = inside.filter(
      (w) => !inside.some((o) => o !== w && o.ts <= w.ts && o.ts + o.dur >= w.ts + w.dur && o.dur > w.dur),
    );
    return {
      start: task.ts,
      end,
      at: Math.round(ms(task.ts - start)),
      duration: Math.round(ms(task.dur)),
      blocking: Math.round(ms(task.dur) - 50),
      what: topLevel
        .sort((a, b) => b.dur - a.dur)
        .slice(0, limit)
        .map(describe),
    };
  });
}

/** How many elements a style recalculation touched (Chromium writes it on the event's end). */
const elementsOf = (event) => event.args?.elementCount ?? event.args?.beginData?.elementCount ?? 0;

/**
 * The main thread's style recalculations: how many, their time, and how many of them recalculated
 * the whole page (at least `wholeShare` of the elements the largest one touched): what re-inserting
 * a style sheet costs, where a recalculation of a few changed elements costs little.
 */
export function styleRecalcsOf(events, { wholeShare = 0.8 } = {}) {
  const onMain = mainThreadOf(events);
  const recalcs = events.filter((event) => onMain(event) && event.name === 'UpdateLayoutTree' && event.dur);
  const largest = Math.max(0, ...recalcs.map(elementsOf));
  return {
    count: recalcs.length,
    ms: Math.round(ms(recalcs.reduce((sum, event) => sum + event.dur, 0))),
    wholePage: largest === 0 ? 0 : recalcs.filter((event) => elementsOf(event) >= wholeShare * largest).length,
    elements: largest,
  };
}

/**
 * The main thread's CPU samples, from the V8 profiler's chunks in the trace: when each was taken,
 * how long it stands for (until the next sample), the script whose code was running ('' for the
 * browser's own work: parsing, style, layout, garbage collection) and where in it (0-based line and
 * column of the running function, -1 when unknown).
 */
export function samplesOf(events) {
  const onMain = mainThreadOf(events);
  const profile = events.find((event) => event.name === 'Profile' && onMain(event));
  if (!profile) return [];
  const urlOf = new Map();
  const taken = [];
  let time = profile.args.data.startTime;
  const chunks = events
    .filter((event) => event.name === 'ProfileChunk' && event.pid === profile.pid && event.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  for (const chunk of chunks) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) urlOf.set(node.id, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      const frame = urlOf.get(id);
      taken.push({ ts: time, url: frame?.url ?? '', line: frame?.lineNumber ?? -1, column: frame?.columnNumber ?? -1 });
    });
  }
  return taken.map((sample, index) => ({ ...sample, dur: (taken[index + 1]?.ts ?? sample.ts) - sample.ts }));
}
