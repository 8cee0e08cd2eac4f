import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A deploy, a rollback, or a step of a canary rollout: started or stepped, promoted, stopped. */
type MarkerKind = 'deploy' | 'rollback' | 'canary' | 'promote' | 'canary-stopped';

export interface DeployMarker {
  at: number;
  kind: MarkerKind;
  /** The release deployed, rolled back to, or the canary's. */
  build: string | null;
  /** A canary's share of page loads from then on (0–100 %). */
  weight?: number;
  reason?: string;
}

type LogEntry = {
  at?: unknown;
  kind?: unknown;
  id?: unknown;
  to?: unknown;
  weight?: unknown;
  reason?: unknown;
};

/**
 * The deploy log's kinds (packages/releases), as markers; a rollback names the release it went back
 * to. A Map: a log entry's kind is the file's text, and no key of an object's prototype is a kind.
 */
const markerKinds = new Map<unknown, { kind: MarkerKind; build: 'id' | 'to' }>([
  ['deploy', { kind: 'deploy', build: 'id' }],
  ['rollback', { kind: 'rollback', build: 'to' }],
  ['canary', { kind: 'canary', build: 'id' }],
  ['canary weight', { kind: 'canary', build: 'id' }],
  ['promote', { kind: 'promote', build: 'id' }],
  ['canary stopped', { kind: 'canary-stopped', build: 'id' }],
]);

/** A remote's deploys, rollbacks and canary steps from its deploy log (`<releases>/<dir>.json`), oldest first. */
export async function deployMarkers(releasesDir: string, app: string): Promise<DeployMarker[]> {
  const file = join(releasesDir, `${app.replace(/_/g, '-')}.json`);
  const text = await readFile(file, 'utf8').catch(() => '{}');
  const log = (JSON.parse(text) as { log?: LogEntry[] }).log ?? [];
  return log.flatMap((entry) => {
    const at = typeof entry.at === 'string' ? Date.parse(entry.at) : Number.NaN;
    const known = markerKinds.get(entry.kind);
    if (Number.isNaN(at) || known === undefined) return [];
    const build = entry[known.build];
    return [
      {
        at,
        kind: known.kind,
        build: typeof build === 'string' ? build : null,
        ...(typeof entry.weight === 'number' ? { weight: entry.weight } : {}),
        ...(typeof entry.reason === 'string' ? { reason: entry.reason } : {}),
      },
    ];
  });
}
