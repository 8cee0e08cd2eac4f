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

/** The renderer's main thread: the thread that parsed the HTML most often. */
function mainThreadOf(events) {
  const parses = new Map();
  for (const event of events) if (event.name === 'ParseHTML') parses.set(event.tid, (parses.get(event.tid) ?? 0) + 1);
  return [...parses].sort((a, b) => b[1] - a[1])[0]?.[0];
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
  const tid = mainThreadOf(events);
  const tasks = events
    .filter((event) => event.tid === tid && event.name === 'RunTask' && ms(event.dur ?? 0) > 50)
    .sort((a, b) => a.ts - b.ts);
  const work = events.filter((event) => event.tid === tid && workNames.has(event.name) && event.dur);
  const start = Math.min(...events.filter((e) => e.tid === tid && e.ts > 0).map((e) => e.ts));
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = work.filter((w) => w.ts >= task.ts && w.ts + w.dur <= end);
    const topLevel = inside.filter(
      (w) => !inside.some((o) => o !== w && o.ts <= w.ts && o.ts + o.dur >= w.ts + w.dur && o.dur > w.dur),
    );
    return {
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
  const tid = mainThreadOf(events);
  const recalcs = events.filter((event) => event.tid === tid && event.name === 'UpdateLayoutTree' && event.dur);
  const largest = Math.max(0, ...recalcs.map(elementsOf));
  return {
    count: recalcs.length,
    ms: Math.round(ms(recalcs.reduce((sum, event) => sum + event.dur, 0))),
    wholePage: largest === 0 ? 0 : recalcs.filter((event) => elementsOf(event) >= wholeShare * largest).length,
    elements: largest,
  };
}
