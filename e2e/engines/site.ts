import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { plannedPort, portOf } from '@codecrush/build-config/runtime';
import { paths, remoteAppsByKey } from '@codecrush/contracts';
import { apiDataDir, repoRoot, testCompositionEnv } from '../support/composition';
import { RemoteSwitch } from './remoteSwitch';
import { answers, waitForHttp } from './net';

/** The remote the dead-remote flow takes down (for one engine at a time). */
export const switchableRemote = {
  name: remoteAppsByKey.blog.name,
  dir: remoteAppsByKey.blog.dir,
  route: paths.blogList,
} as const;

/** The composition the engines share: the production build, started as `npm start` starts it. */
export interface Site {
  baseUrl: string;
  /** The API's data directory (its outbox). */
  apiDataDir: string;
  remoteSwitch: RemoteSwitch;
  stop(): Promise<void>;
}

const logFile = path.join(repoRoot, '.data', 'engines-site.log');

/**
 * Starts `scripts/start.mjs` (builds what is missing, prerenders, serves every app and the API on
 * this run's ports, PORT_OFFSET aware) with the switchable remote's manifest URL pointing at the
 * pass-through (its port planned in build-config's portPlan.mjs).
 */
export async function startSite(): Promise<Site> {
  const baseUrl = `http://localhost:${portOf('shell')}`;
  if (await answers(`${baseUrl}/site-config.json`))
    throw new Error(`${baseUrl} is already taken by another composition: run with another PORT_OFFSET`);
  const remotePort = portOf(switchableRemote.dir);
  const remoteSwitch = await RemoteSwitch.start(plannedPort('e2eRemoteSwitch'), remotePort);
  const dataDir = apiDataDir('engines-api');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      ...testCompositionEnv(dataDir),
      [`REMOTE_${switchableRemote.name.toUpperCase()}_URL`]: `http://localhost:${remoteSwitch.port}/mf-manifest.json`,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await remoteSwitch.close();
    fs.closeSync(log);
  };
  try {
    await Promise.race([
      waitForHttp(`${baseUrl}/site-config.json`, 180_000),
      exited.then(() => Promise.reject(new Error('scripts/start.mjs exited'))),
    ]);
  } catch (error) {
    await stop();
    throw new Error(`the site did not start (log: ${logFile}):\n${fs.readFileSync(logFile, 'utf8').slice(-2000)}`, {
      cause: error,
    });
  }
  return { baseUrl, apiDataDir: dataDir, remoteSwitch, stop };
}
