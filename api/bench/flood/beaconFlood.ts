import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { apiDir } from '../../test/helpers/cli';
import { percentile } from '../stats';
import { beaconBodies, beaconHeaders, beaconPath } from './beaconBody';
import { count, post, type Tally } from './post';

/** What the generator is asked to offer. */
export interface FloodSpec {
  /** nginx's address (`http://127.0.0.1:<port>`). */
  site: string;
  /** The Origin a page of the site sends. */
  origin: string;
  /** The sender the beacons' tickets name. */
  tag: string;
  /** The API instances' FORM_TOKEN_SECRET: the beacons' tickets are signed with its derived key. */
  ticketSecret: string;
  rate: number;
  seconds: number;
  clients: number;
  inFlight: number;
}

/** What it offered and what came back. */
export interface FloodFigures {
  /** Beacons due at the target rate over the run. */
  due: number;
  /** Beacons sent (offered to nginx). */
  sent: number;
  /** Beacons due while `inFlight` were waiting for their answer: not sent. */
  notSent: number;
  /** Answers by status (`204`, `429`, `503`, …; `error`: none). */
  answers: Tally;
  /** Latency of every answer, ms. */
  latency: { p50: number; p99: number; max: number };
  /** From the first beacon to the last answer (at least the run's length), ms. */
  elapsedMs: number;
  /** The generator's own CPU time over the run, ms (near `elapsedMs`: it was the bottleneck). */
  cpuMs: number;
}

/** The flood's `index`-th client address: 127.0.1.1, 127.0.1.2, … (Linux answers all of 127/8 on loopback). */
const clientAddress = (index: number): string => `127.0.${1 + Math.floor(index / 254)}.${1 + (index % 254)}`;

/** How long the generator waits for the answers still out when the run ends. */
const drainMs = 12_000;

/**
 * The generator itself: beacons at `rate` per second, round robin over the client addresses (each
 * one kept connection), at most `inFlight` unanswered. Lean on purpose: one body string and one
 * small callback per beacon, latencies in a preallocated array.
 */
const flood = (spec: FloodSpec): Promise<FloodFigures> =>
  new Promise((resolve) => {
    const site = new URL(spec.site);
    const headers = beaconHeaders(spec.origin);
    const bodyOf = beaconBodies(spec.tag, spec.ticketSecret);
    const agents = Array.from(
      { length: spec.clients },
      (_unused, index) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: clientAddress(index) }),
    );
    const latencies = new Float64Array(spec.rate * spec.seconds + 1);
    const answers: Tally = {};
    const cpuAtStart = process.cpuUsage();
    const started = performance.now();
    const durationMs = spec.seconds * 1000;
    let [due, sent, notSent, answered, inFlight, lastAnswer] = [0, 0, 0, 0, 0, started];
    let [stopped, finished] = [false, false];

    const finish = () => {
      if (finished) return;
      finished = true;
      if (inFlight > 0) answers.error = (answers.error ?? 0) + inFlight;
      for (const agent of agents) agent.destroy();
      const sorted = latencies.subarray(0, answered).sort();
      const cpu = process.cpuUsage(cpuAtStart);
      resolve({
        due,
        sent,
        notSent,
        answers,
        latency: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0 },
        elapsedMs: Math.max(lastAnswer - started, durationMs),
        cpuMs: (cpu.user + cpu.system) / 1000,
      });
    };
    const send = () => {
      const agent = agents[sent % agents.length];
      if (agent === undefined) return;
      const sentAt = performance.now();
      sent += 1;
      inFlight += 1;
      post(site, beaconPath, agent, headers, bodyOf(), (outcome) => {
        if (finished) return;
        lastAnswer = performance.now();
        latencies[answered] = lastAnswer - sentAt;
        answered += 1;
        inFlight -= 1;
        count(answers, outcome);
        if (stopped && inFlight === 0) finish();
      });
    };
    const tick = () => {
      const elapsed = performance.now() - started;
      const target = Math.floor((Math.min(elapsed, durationMs) / 1000) * spec.rate);
      for (; due < target; due += 1) {
        if (inFlight < spec.inFlight) send();
        else notSent += 1;
      }
      if (elapsed < durationMs) {
        setTimeout(tick, 1);
        return;
      }
      stopped = true;
      if (inFlight === 0) finish();
      // Answers still out after the drain count as errors (never answered).
      else setTimeout(finish, drainMs).unref();
    };
    tick();
  });

const thisFile = fileURLToPath(import.meta.url);

/**
 * Runs the flood in its own process (so the form client's timings are not the generator's event
 * loop), resolving with its figures; `register` gets a stop for the run's cleanup.
 */
export const runBeaconFlood = (spec: FloodSpec, register: (stop: () => void) => void): Promise<FloodFigures> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', thisFile], {
      cwd: apiDir,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    register(() => child.kill('SIGKILL'));
    child.once('message', (figures) => resolve(figures as FloodFigures));
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`the beacon generator exited (${signal ?? code})`)));
    child.send(spec);
  });

// The generator's side: run as its own process by `runBeaconFlood`, it floods once and reports.
if (process.argv[1] === thisFile && process.send !== undefined) {
  process.once('message', (spec) => {
    void flood(spec as FloodSpec).then((figures) => process.send?.(figures, () => process.disconnect()));
  });
}
