import path from 'node:path';
import { portOf } from './ports.mjs';

// Not part of ./runtime.mjs: import.meta here would break loaders that compile ESM to CommonJS (Playwright's).
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * What the prerender renders into and for which origin, read here only: SHELL_DIST (the shell's
 * deployed files, default shell/dist) and PUBLIC_ORIGIN (the origin its canonical URLs and sitemap
 * name, default the local shell).
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export const prerenderTargetOf = (env = process.env) => ({
  shellDir: path.resolve(env.SHELL_DIST ?? path.join(repoRoot, 'shell', 'dist')),
  publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${portOf('shell')}`,
});
