import fs from 'node:fs';
import path from 'node:path';

/** mf-blog's manifest as a build writes it (the contract check's fixture). */
const fixture = JSON.parse(
  fs.readFileSync(new URL('../build-config/fixtures/mf-blog.manifest.json', import.meta.url), 'utf8'),
);

/** Fixed remote URLs, so the tests do not depend on this run's PORT_OFFSET. */
export const testEnv = Object.fromEntries(
  ['MARKETING', 'PORTFOLIO', 'BLOG', 'CAREERS', 'FORMS'].map((name, i) => [
    `REMOTE_MF_${name}_URL`,
    `http://localhost:${3001 + i}/mf-manifest.json`,
  ]),
);

/** The manifest URL of mf-blog's release `id` under `testEnv`. */
export const blogReleaseUrl = (id) => `http://localhost:3003/releases/${id}/mf-manifest.json`;

/** A fake `mf-blog/dist` under `root` carrying `buildId` (what `BUILD_ID=… npm run build -w mf-blog` leaves). */
export function fakeBlogBuild(root, buildId) {
  const dist = path.join(root, 'mf-blog', 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
  const manifest = { ...fixture, metaData: { buildInfo: { buildVersion: buildId, buildName: 'mf-blog' } } };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${buildId} */`);
}
