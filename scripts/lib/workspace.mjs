import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Runs a command in the repo, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export const distOf = (dir) => path.join(repoRoot, dir, 'dist');
export const isBuilt = (dir) =>
  dir === 'shell'
    ? fs.existsSync(path.join(distOf(dir), 'mf-manifest.json')) || fs.existsSync(path.join(distOf(dir), 'index.html'))
    : // A remote also needs its Node build (dist/node/), which the prerenderer loads.
      fs.existsSync(path.join(distOf(dir), 'mf-manifest.json')) &&
      fs.existsSync(path.join(distOf(dir), 'node', 'remoteEntry.js'));

/** Production build of one app (`npm run build -w <dir>`). */
export const buildApp = (dir, env = {}) =>
  run('npm', ['run', 'build', '--silent', '-w', dir], { env: { ...process.env, ...env } });

/** Builds those of `dirs` that have no build yet, their illustrations first, in one process (scripts/build.mjs). */
export async function buildMissing(dirs) {
  const missing = dirs.filter((dir) => !isBuilt(dir));
  if (missing.length === 0) return;
  console.log(`no build found for ${missing.join(', ')}: building…`);
  await run(process.execPath, ['scripts/build.mjs', ...missing]);
}
