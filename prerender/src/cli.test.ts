import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const packageDir = path.resolve(__dirname, '..');
const unreachable = 'http://127.0.0.1:9/mf-manifest.json';

/** A shell deploy (template, manifest, site-config) whose remotes cannot be reached. */
function brokenDeploy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-cli-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>CodeCrush</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [], shared: [] }));
  const remotes = ['mf_marketing', 'mf_portfolio', 'mf_blog', 'mf_careers', 'mf_forms'];
  fs.writeFileSync(
    path.join(dir, 'site-config.json'),
    JSON.stringify({
      remotes: Object.fromEntries(remotes.map((name) => [name, unreachable])),
      api: { baseUrl: 'http://127.0.0.1:9' },
      remoteTimeoutMs: 2000,
    }),
  );
  return dir;
}

describe('npm run prerender', () => {
  it('fails with the remote and the route when a remote cannot be loaded, writing no page', () => {
    const shellDir = brokenDeploy();
    const result = spawnSync('node', ['--import', 'tsx', 'src/cli.ts', '--remote', 'mf_careers', '--deployed'], {
      cwd: packageDir,
      env: { ...process.env, SHELL_DIST: shellDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('remote mf_careers, route /careers');
    expect(fs.existsSync(path.join(shellDir, 'careers', 'index.html'))).toBe(false);
    fs.rmSync(shellDir, { recursive: true, force: true });
  }, 60_000);
});
