import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { UploadStore } from '../src/uploads/storage';
import { tempDir } from './helpers/api';

/** Sets a file's modification time (epoch ms), as a file written then would have. */
const writtenAt = (path: string, ms: number) => utimes(path, ms / 1000, ms / 1000);

describe('the upload store: files on disk under generated names', () => {
  let dataDir: string;
  let uploads: UploadStore;
  before(async () => {
    dataDir = await tempDir('upload-store-');
    uploads = new UploadStore(dataDir);
  });
  after(() => rm(dataDir, { recursive: true, force: true }));

  test('a saved file: its bytes, owner-only, under a fresh name in <data dir>/uploads', async () => {
    const content = randomBytes(1024);
    const [first, second] = [await uploads.save(content), await uploads.save(content)];
    assert.equal(dirname(first), join(dataDir, 'uploads'));
    assert.equal(uploads.dir, join(dataDir, 'uploads'));
    assert.match(basename(first), /^[0-9a-f-]{36}\.upload$/);
    assert.notEqual(first, second);
    assert.deepEqual(await readFile(first), content);
    assert.equal((await stat(first)).mode & 0o777, 0o600);
    assert.equal((await stat(uploads.dir)).mode & 0o777, 0o700);
  });

  test('saving closes what it opened: no file descriptor left behind', async () => {
    const openFiles = () => readdir('/proc/self/fd').then((fds) => fds.length);
    const before = await openFiles();
    for (let i = 0; i < 20; i += 1) await uploads.save(Buffer.from(`file ${i}`));
    assert.equal(await openFiles(), before);
  });

  test('a removed file is gone; removing it again is no error', async () => {
    const path = await uploads.save(Buffer.from('to remove'));
    await uploads.remove(path);
    assert.equal((await readdir(uploads.dir)).includes(basename(path)), false);
    await uploads.remove(path);
  });

  test('written before a cutoff: uploads at or before it, not newer ones, not other files', async () => {
    const cutoff = Date.UTC(2026, 0, 1);
    const older = await uploads.save(Buffer.from('older'));
    const atCutoff = await uploads.save(Buffer.from('at the cutoff'));
    const newer = await uploads.save(Buffer.from('newer'));
    const stray = join(uploads.dir, 'notes.txt');
    await writeFile(stray, 'not an upload');
    await Promise.all([
      writtenAt(older, cutoff - 60_000),
      writtenAt(atCutoff, cutoff),
      writtenAt(newer, cutoff + 60_000),
      writtenAt(stray, cutoff - 60_000),
    ]);
    const listed = await uploads.writtenBefore(cutoff);
    assert.deepEqual(
      listed.filter((path) => [older, atCutoff, newer, stray].includes(path)).sort(),
      [atCutoff, older].sort(),
    );
    assert.ok(listed.every((path) => dirname(path) === uploads.dir));
  });

  test('a store opened on an existing directory keeps its files', async () => {
    const path = await uploads.save(Buffer.from('kept'));
    const reopened = new UploadStore(dataDir);
    assert.deepEqual(await readFile(path), Buffer.from('kept'));
    assert.ok((await reopened.writtenBefore(Date.now() + 1000)).includes(path));
  });
});
