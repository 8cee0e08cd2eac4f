import { readFileSync } from 'node:fs';

/** The machine's CPU time counters (Linux `/proc/stat`, all cores): busy and total, in ticks. */
interface CpuTicks {
  busy: number;
  total: number;
}

const cpuTicks = (): CpuTicks | undefined => {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const [, , , idle = 0, iowait = 0] = ticks;
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle - iowait, total };
  } catch {
    return undefined;
  }
};

/** Starts measuring; the returned function gives the share of the machine's CPU (all cores) used since, in %. */
export const measureMachineCpu = (): (() => number | undefined) => {
  const start = cpuTicks();
  return () => {
    const end = cpuTicks();
    if (start === undefined || end === undefined || end.total === start.total) return undefined;
    return (100 * (end.busy - start.busy)) / (end.total - start.total);
  };
};
