import { execFileSync } from 'node:child_process';
import { repoRoot } from './composition';

/**
 * Once, before any worker starts: the Observatory scanner installed and the localhost certificate
 * made, so the two specs that scan (security, nginx) never install or write them at the same time.
 */
export default function globalSetup() {
  execFileSync(process.execPath, ['scripts/observatory.mjs', '--prepare'], { cwd: repoRoot, stdio: 'inherit' });
}
