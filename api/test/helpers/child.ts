import { spawn, type ChildProcess } from 'node:child_process';
import { apiDir } from './cli';
import { testOpsToken } from './http';
import { testTokenSecret } from './native';

export interface ChildApi {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit signal/code once the process ended. */
  exited: Promise<string>;
}

/** Runs `src/main.ts` (what `npm start -w api` runs) as a separate process; resolves once it listens. */
export const spawnApi = async (env: Record<string, string>, timeoutMs = 30_000): Promise<ChildApi> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      API_LOG_LEVEL: 'warn',
      OPS_TOKEN: testOpsToken,
      // Instances on one database must share it (they refuse to start otherwise).
      FORM_TOKEN_SECRET: testTokenSecret,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`API exited (${how}) before listening:\n${output}`));
    });
  });
  return { url, process: child, exited };
};

/** Stops a spawned API as an operator would (SIGTERM: finish requests and deliveries) and waits for it. */
export const stopApi = async (child: ChildApi): Promise<void> => {
  child.process.kill('SIGTERM');
  await child.exited;
};

/** Starts `count` instances with one environment; if one fails to start, stops the others and throws. */
export const spawnApis = async (env: Record<string, string>, count: number): Promise<ChildApi[]> => {
  const started = await Promise.allSettled(Array.from({ length: count }, () => spawnApi(env)));
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure === undefined) return instances;
  await Promise.all(instances.map(stopApi));
  throw failure.reason;
};
