import { apiService, appList } from '@codecrush/contracts/apps';
import { nginxBasePort, offsetFrom, offsetStep, portFromPlan } from './portPlan.mjs';

/**
 * Default local ports of the composition (declared in packages/contracts/src/apps.mjs). Override
 * one with env PORT_<APP>, or shift them all (the API's and nginx's too) with PORT_OFFSET, e.g.
 * PORT_OFFSET=200 → shell 3200+…, API 3300, so two compositions (two checkouts, two test runs) can
 * run side by side. Every other port a tool or test listens on is planned in portPlan.mjs.
 */
export const portOffset = offsetFrom(process.env);

/** Every app (folder, container name, default port), the shell first: packages/contracts/src/apps.mjs. */
export const apps = appList.map(({ dir, name, port }) => ({ dir, name, port }));

/**
 * A port from the environment: a whole number `lowest`–65535, or a clear error naming the variable.
 * @param {string} variable
 * @param {number} fallback
 * @param {0 | 1} lowest 0 where "any free port" makes sense (a process started alone, e.g. in a test)
 */
function portFromEnv(variable, fallback, lowest = 1) {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < lowest || port > 65_535)
    throw new Error(`${variable} must be a port number (${lowest}–65535), got "${value}"`);
  return port;
}

/** The API's port; API_PORT=0 lets the system pick a free one (the API's own tests do). */
export const apiPort = portFromEnv('API_PORT', apiService.port + portOffset, 0);
export const host = process.env.HOST ?? '127.0.0.1';

/** @param {string} dir */
export function portOf(dir) {
  const app = apps.find((a) => a.dir === dir);
  if (!app) throw new Error(`Unknown app ${dir}`);
  return portFromEnv(`PORT_${dir.replace(/-/g, '_').toUpperCase()}`, app.port + portOffset);
}

export const remoteAppList = apps.filter((a) => a.dir !== 'shell');

/**
 * A port of the plan (portPlan.mjs) in this run's composition: e.g. plannedPort('e2eOverrideShell').
 * @param {Parameters<typeof portFromPlan>[0]} name
 */
export function plannedPort(name) {
  return portFromPlan(name, { site: portOf('shell'), api: apiPort, nginx: nginxBasePort + portOffset });
}

/** The PORT_OFFSET to suggest for a second composition beside this one. */
export const nextOffset = portOffset + offsetStep;
