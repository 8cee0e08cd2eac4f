import { percentile } from '../stats';
import type { ApiLog } from './apiLog';
import type { FloodFigures } from './beaconFlood';
import type { BrowserFigures } from './browser';
import { isAccepted, type DeliveryFigures } from './delivery';
import type { OutboxFigures } from './database';
import { count, type Tally } from './post';

/** Everything one run measured. */
export interface RunFigures {
  seconds: number;
  rate: number;
  inFlight: number;
  flood: FloodFigures;
  browser: BrowserFigures;
  delivery: DeliveryFigures;
  outbox: OutboxFigures;
  storedBeacons: number | undefined;
  apiLogs: ApiLog[];
  nginxErrors: string[];
  /** Share of the machine's CPU (all cores) used during the flood, %. */
  machineCpu: number | undefined;
}

/** The issue's bar for a form's answer time. */
const formP99BarMs = 500;

const ms = (value: number): string => (Number.isFinite(value) ? `${Math.round(value)} ms` : '—');
const perSecond = (count: number, elapsedMs: number): string => `${Math.round((count * 1000) / elapsedMs)}/s`;
const tallyText = (tally: Tally): string =>
  Object.entries(tally)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, count]) => `${outcome} ×${count}`)
    .join(', ') || 'none';
const formCount = (count: number): string => `${count} form${count === 1 ? '' : 's'}`;
const of = (tally: Tally, outcome: string): number => tally[outcome] ?? 0;

const formLatencies = (browser: BrowserFigures): number[] =>
  browser.forms.map(({ latencyMs }) => latencyMs).sort((a, b) => a - b);

const tallyOf = (forms: BrowserFigures['forms']): Tally => {
  const tally: Tally = {};
  for (const { outcome } of forms) count(tally, outcome);
  return tally;
};

/** The issue's bars that failed, each as one line; none = the run passed. */
export const failedBars = (run: RunFigures): string[] => {
  const { browser, delivery, outbox } = run;
  const refused = browser.forms.filter((form) => !isAccepted(form));
  const p99 = percentile(formLatencies(browser), 99);
  const unsettled = (outbox.states.sending ?? 0) + (outbox.states.queued ?? 0);
  return [
    ...(refused.length > 0
      ? [`${refused.length} of ${browser.forms.length} forms not answered 2xx (${tallyText(tallyOf(refused))})`]
      : []),
    ...(refused.some(({ outcome }) => outcome === 429) ? ['a form was refused by a rate limit (429)'] : []),
    ...(p99 > formP99BarMs ? [`form p99 ${ms(p99)} > ${formP99BarMs} ms`] : []),
    ...(delivery.missing.length > 0 ? [`${formCount(delivery.missing.length)} accepted but never delivered`] : []),
    ...(delivery.twice.length > 0 ? [`${formCount(delivery.twice.length)} delivered more than once`] : []),
    ...(outbox.storedTwice.length > 0 ? [`${formCount(outbox.storedTwice.length)} stored twice`] : []),
    ...(unsettled > 0 ? [`${unsettled} outbox rows still queued or sending after the wait (would be sent later)`] : []),
  ];
};

/** The run's figures as the lines `npm run bench:flood` prints (a Markdown table and notes). */
export const reportLines = (run: RunFigures): string[] => {
  const { flood, browser, delivery, outbox } = run;
  const latencies = formLatencies(browser);
  const firstRefusal = browser.forms.find((form) => !isAccepted(form));
  const generatorCpu = (100 * flood.cpuMs) / flood.elapsedMs;
  return [
    '| figure | value |',
    '| --- | --- |',
    `| beacons offered | ${flood.sent} = ${perSecond(flood.sent, run.seconds * 1000)} (target ${run.rate}/s: ${flood.due} due, ${flood.notSent} not sent while ${run.inFlight} waited for an answer) |`,
    `| beacons accepted (204) | ${of(flood.answers, '204')} |`,
    `| beacons rate-limited (429) | ${of(flood.answers, '429')} |`,
    `| beacons dropped (503) | ${of(flood.answers, '503')} |`,
    `| beacons other | ${tallyText(Object.fromEntries(Object.entries(flood.answers).filter(([key]) => !['204', '429', '503'].includes(key))))} |`,
    `| beacon answer p50 / p99 / max | ${ms(flood.latency.p50)} / ${ms(flood.latency.p99)} / ${ms(flood.latency.max)} |`,
    `| page views stored (release-health rows) | ${run.storedBeacons ?? 'unreadable'} |`,
    `| forms (one a second) | ${browser.forms.length}: ${tallyText(tallyOf(browser.forms))} |`,
    `| form p50 / p99 / max | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(latencies.at(-1) ?? Number.NaN)} |`,
    `| the browser's own beacons | ${tallyText(browser.beacons)} |`,
    `| messages delivered | ${delivery.delivered} of ${delivery.expected} accepted |`,
    `| delivered twice | ${delivery.twice.length} |`,
    `| missing | ${delivery.missing.length} |`,
    `| relay lag p50 / p99 / max (answer → SMTP) | ${ms(delivery.lag.p50)} / ${ms(delivery.lag.p99)} / ${ms(delivery.lag.max)} |`,
    `| outbox rows by state | ${tallyText(outbox.states)} |`,
    `| machine CPU during the run (2 cores = 100 %) | ${run.machineCpu === undefined ? '—' : `${Math.round(run.machineCpu)} %`}; generator ${Math.round(generatorCpu)} % of one core |`,
    '',
    ...(firstRefusal === undefined
      ? []
      : [`first form not answered 2xx: ${firstRefusal.token} → ${firstRefusal.outcome} "${firstRefusal.answer}"`]),
    ...(delivery.unannounced.length > 0
      ? [`delivered although not answered 2xx: ${delivery.unannounced.join(', ')}`]
      : []),
    ...delivery.twice.map(
      ({ token, times, messageIds }) =>
        `${token} delivered ${times} times with ${messageIds} Message-ID${messageIds === 1 ? '' : 's'}`,
    ),
    `nginx logged ${run.nginxErrors.length} errors and warnings${run.nginxErrors.length > 0 ? `, the first: ${run.nginxErrors.slice(0, 3).join(' | ')}` : ''}`,
    ...run.apiLogs.map(
      (log, index) =>
        `API instance ${index + 1} logged ${log.errors} errors, ${log.warnings} warnings${log.samples.length > 0 ? `: ${log.samples.join(' | ')}` : ''}`,
    ),
  ];
};
