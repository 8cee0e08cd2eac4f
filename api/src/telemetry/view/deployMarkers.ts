import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface DeployMarker {
  at: number;
  kind: 'deploy' | 'rollback';
  /** The release deployed, or the one rolled back to. */
  build: string | null;
  reason?: string;
}

type LogEntry = { at?: unknown; kind?: unknown; id?: unknown; to?: unknown; reason?: unknown };

/** A remote's deploys and rollbacks from its deploy log (`<releases>/<dir>.json`), oldest first. */
export async function deployMarkers(releasesDir: string, app: string): Promise<DeployMarker[]> {
  const file = join(releasesDir, `${app.replace(/_/g, '-')}.json`);
  const text = await readFile(file, 'utf8').catch(() => '{}');
  const log = (JSON.parse(text) as { log?: LogEntry[] }).log ?? [];
  return log.flatMap((entry) => {
    const at = typeof entry.at === 'string' ? Date.parse(entry.at) : Number.NaN;
    if (Number.isNaN(at) || (entry.kind !== 'deploy' && entry.kind !== 'rollback')) return [];
    const build = entry.kind === 'deploy' ? entry.id : entry.to;
    return [
      {
        at,
        kind: entry.kind,
        build: typeof build === 'string' ? build : null,
        ...(typeof entry.reason === 'string' ? { reason: entry.reason } : {}),
      },
    ];
  });
}
