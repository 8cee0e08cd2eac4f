import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';

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
    const path = join(this.dir, `${randomUUID()}.upload`);
    const file = await open(path, 'wx', 0o600);
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    const dir = await open(this.dir, 'r');
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
}
