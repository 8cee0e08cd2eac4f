import { run } from './workspace.mjs';

/**
 * Runs the prerenderer (prerender/, TypeScript through tsx): every route, or with
 * `['--remote', 'mf_blog']` only that remote's routes. Rejects when a page cannot be rendered.
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} options e.g. SHELL_DIST, PUBLIC_ORIGIN
 */
export const prerenderSite = (args = [], options = {}) =>
  run('node', ['--import', 'tsx', 'prerender/src/cli.ts', ...args], options);
