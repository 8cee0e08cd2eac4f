import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const uploadSuffix = '.upload';

/**
 * Uploaded files live under `<data dir>/uploads`, outside any web root, under generated names
 * without the uploader's extension (nothing serves them; nothing guesses their type by name).
 */
export class UploadStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'uploads');
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
  }

  /** Writes and fsyncs the file (and its directory entry); returns its path. */
  async save(content: Buffer): Promise<string> {
    const path = join(this.dir, `${randomUUID()}${uploadSuffix}`);
    const file = await open(path, 'wx', 0o600);
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    const dir = await open(this.dir, 'r');
    // Stryker disable next-line BlockStatement: the directory's fsync only shows after a power loss, which no test can cause
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    return path;
  }

  async remove(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  /** The uploaded files last written at or before `cutoff` (epoch ms), by path. */
  async writtenBefore(cutoff: number): Promise<string[]> {
    const names = (await readdir(this.dir)).filter((name) => name.endsWith(uploadSuffix));
    const old = await Promise.all(
      names.map(async (name) => {
        const path = join(this.dir, name);
        // A file removed meanwhile (a purge) is simply not listed.
        const written = await stat(path).then(
          ({ mtimeMs }) => mtimeMs,
          // Stryker disable next-line ArrowFunction: undefined <= cutoff is false too, so the file is not listed either way
          () => Infinity,
        );
        return written <= cutoff ? [path] : [];
      }),
    );
    return old.flat();
  }
}
