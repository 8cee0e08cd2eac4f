/**
 * Every port this repo's servers listen on, planned in one place.
 *
 * A composition is the shell and the remotes on their declared ports (3000–3005) and the API on its
 * own (3100), all shifted by PORT_OFFSET. Beside it, tools and tests start servers of their own: each
 * is named here as a distance from one of three bases of the composition it runs in — the shell's
 * port (`site`), the API's (`api`) or nginx's (`nginx`, 8080). Two tools (the observatory and
 * Lighthouse) start a whole composition of their own, shifted further; their servers are counted from
 * that composition's bases. portPlan.test.mjs expands the plan and checks that no two ports collide,
 * within one run or with the next composition PORT_OFFSET suggests (`offsetStep` above it).
 */

/**
 * PORT_OFFSET: a whole number ≥ 0, 0 when unset. Read here once for every script: a tool with a
 * composition of its own adds its shift to it before the ports module loads.
 * @param {Record<string, string | undefined>} env
 */
export function offsetFrom(env) {
  const offset = Number(env.PORT_OFFSET ?? 0);
  if (!Number.isInteger(offset) || offset < 0)
    throw new Error(`PORT_OFFSET must be a whole number ≥ 0, got "${env.PORT_OFFSET}"`);
  return offset;
}

/** nginx's port when NGINX_PORT is not set (`npm run nginx`), before PORT_OFFSET. */
export const nginxBasePort = 8080;

/** How far apart two compositions side by side must be: the whole plan spans less than this. */
export const offsetStep = 200;

/** Tools that start a whole composition of their own: its distance from the one PORT_OFFSET gives. */
export const compositionShifts = {
  /** `npm run observatory`: the header scan's TLS servers. */
  observatory: 30,
  /** `npm run lighthouse`. */
  lighthouse: 40,
};

/**
 * @typedef {'main' | keyof typeof compositionShifts} PlanScope the composition a server runs beside
 * @typedef {{ base: 'site' | 'api' | 'nginx', plus: number, scope: PlanScope }} PlannedServer
 */

/** @satisfies {Record<string, PlannedServer>} */
export const plannedServers = {
  /** `npm run nginx`: the one-origin site. */
  nginx: { base: 'nginx', plus: 0, scope: 'main' },
  /** e2e: a second shell whose runtime config lists a remote override. */
  e2eOverrideShell: { base: 'site', plus: 10, scope: 'main' },
  /** `npm run load`: the shell's server and the API, each alone in its process. */
  loadShell: { base: 'site', plus: 20, scope: 'main' },
  loadApi: { base: 'api', plus: 20, scope: 'main' },
  /** e2e across engines: the pass-through in front of the switchable remote. */
  e2eRemoteSwitch: { base: 'site', plus: 50, scope: 'main' },
  /** e2e release health: a composition of its own (shell, careers, blog, API). */
  healthShell: { base: 'site', plus: 60, scope: 'main' },
  healthCareers: { base: 'site', plus: 61, scope: 'main' },
  healthBlog: { base: 'site', plus: 62, scope: 'main' },
  healthApi: { base: 'api', plus: 60, scope: 'main' },
  /** e2e nginx: the one-origin site, its API, and the per-port shell and blog it is compared with. */
  e2eNginx: { base: 'nginx', plus: 10, scope: 'main' },
  e2eNginxShell: { base: 'nginx', plus: 11, scope: 'main' },
  e2eNginxBlog: { base: 'nginx', plus: 12, scope: 'main' },
  e2eNginxApi: { base: 'api', plus: 90, scope: 'main' },
  /** The observatory's plain-HTTP shell and its nginx in TLS mode. */
  observatoryPlainShell: { base: 'site', plus: 6, scope: 'observatory' },
  observatoryNginx: { base: 'site', plus: 7, scope: 'observatory' },
  /** Lighthouse's client-rendered shell and its one-origin nginx. */
  lighthouseClientShell: { base: 'site', plus: 6, scope: 'lighthouse' },
  lighthouseNginx: { base: 'site', plus: 7, scope: 'lighthouse' },
};

/**
 * @typedef {{ site: number, api: number, nginx: number }} Bases
 * @param {keyof typeof plannedServers} name
 * @param {Bases} bases the bases of the composition the server runs in
 */
export function portFromPlan(name, bases) {
  const server = plannedServers[name];
  if (!server) throw new Error(`No planned port named ${name}`);
  return bases[server.base] + server.plus;
}
