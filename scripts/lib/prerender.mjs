import { run } from './workspace.mjs';

/**
 * Runs the prerenderer (prerender/, TypeScript through tsx): every route, or with
 * `['--remote', 'mf_blog']` only that remote's routes. Rejects when a page cannot be rendered.
 * @param {string[]} args
 */
export const prerenderSite = (args = []) => run('node', ['--import', 'tsx', 'prerender/src/cli.ts', ...args]);
