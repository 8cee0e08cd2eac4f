import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { areas, leftOut } from './areas.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Every tracked source file of the repo. */
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'], {
  cwd: root,
  encoding: 'utf8',
})
  .trim()
  .split('\n');

/** Does `file` match one of the globs (a `!glob` excludes)? */
const matches = (file, globs) =>
  globs.some((glob) => !glob.startsWith('!') && path.matchesGlob(file, glob)) &&
  !globs.some((glob) => glob.startsWith('!') && path.matchesGlob(file, glob.slice(1)));

const areasOf = (file) => areas.filter((area) => matches(file, area.mutate)).map((area) => area.name);
const inArea = sources.filter((file) => areasOf(file).length > 0);
const outside = sources.filter((file) => areasOf(file).length === 0);

test('every source file is in an area or left out by kind, with a reason', () => {
  const unplaced = outside.filter((file) => !leftOut.some((kind) => matches(file, kind.files)));
  assert.deepEqual(unplaced, []);
  for (const kind of leftOut) assert.ok(kind.reason.length > 10, `${kind.kind} states why`);
});

test('no file is mutated by two areas (each figure counts once)', () => {
  assert.deepEqual(
    inArea.filter((file) => areasOf(file).length > 1).map((file) => `${file}: ${areasOf(file).join(', ')}`),
    [],
  );
});

test('every glob of an area and of a left-out kind still matches a file (none is stale)', () => {
  const stale = [
    ...areas.flatMap((area) => area.mutate.filter((glob) => !glob.startsWith('!')).map((glob) => [area.name, glob])),
    ...leftOut.flatMap((kind) => kind.files.map((glob) => [kind.kind, glob])),
  ].filter(([, glob]) => !sources.some((file) => path.matchesGlob(file, glob)));
  assert.deepEqual(stale, []);
});

test('the check sees an unplaced file: a new module outside every area and kind', () => {
  const stray = 'api/src/newLogic.ts';
  assert.equal(areasOf(stray).length, 0);
  assert.equal(
    leftOut.some((kind) => matches(stray, kind.files)),
    false,
  );
});

test('the README states the measured scope as it is: the number of modules and of areas', async () => {
  const { readFile } = await import('node:fs/promises');
  const readme = await readFile(path.join(root, 'README.md'), 'utf8');
  const [, modules, areaCount] = /StrykerJS over the (\d+) modules its (\d+)\s+areas/.exec(readme) ?? [];
  assert.deepEqual([Number(modules), Number(areaCount)], [inArea.length, areas.length]);
});
