/**
 * How fast this machine runs a page's JavaScript now: a fixed workload (strings built, sorted,
 * serialised and parsed, the kind of work a page's start-up does) timed in a blank page of the
 * browser under test, unthrottled, median of five. The long-task guard scales its CPU slowdown by it,
 * so a slower or busier machine than the one the guard was set on does not fail it by itself.
 */

/** Runs in the page: the workload's time in ms. */
function workload() {
  const started = performance.now();
  let kept = 0;
  for (let round = 0; round < 4; round += 1) {
    const words = Array.from({ length: 100_000 }, (_, index) => ((index * 7919) % 100_003).toString(36));
    words.sort();
    kept += JSON.parse(JSON.stringify(words)).length;
  }
  if (kept === 0) throw new Error('the calibration workload did nothing');
  return performance.now() - started;
}

/**
 * The workload's median time in a fresh page of `browser`.
 * @param {import('@playwright/test').Browser} browser
 */
export async function calibrationMs(browser) {
  const page = await browser.newPage();
  try {
    const times = [];
    for (let run = 0; run < 5; run += 1) times.push(await page.evaluate(workload));
    return Math.round([...times].sort((a, b) => a - b)[2]);
  } finally {
    await page.close();
  }
}
