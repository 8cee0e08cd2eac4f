/**
 * `npm run test:boundaries`: the eslint boundary rules of eslint.config.mjs, proven on fixtures.
 * Floors only go down — packages/ never imports an app (by name or by path) — and no import
 * reaches past another workspace's entry into its src/ files. Each fixture is linted as if it were
 * the file at `filePath` (nothing is written), so the zones of the real config apply to it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

const groundFloor = 'import-x/no-restricted-paths';
const deepImport = 'no-restricted-imports';

/** The boundary rules' messages for `code` linted as the file at `filePath` (relative to the repo). */
async function boundaryMessages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const importing = (specifier) => `import { entry } from '${specifier}';\nexport const used = entry;\n`;

describe('packages/ never imports an app', () => {
  const cases = [
    ['the shell by its public server entry', 'packages/ui/src/boundaryFixture.ts', 'shell/server'],
    ['the shell by a relative path', 'packages/ui/src/boundaryFixture.ts', '../../../shell/src/server'],
    ['the prerenderer', 'packages/contracts/src/boundaryFixture.ts', '../../../prerender/src/routes'],
    ['a remote', 'packages/ui/src/boundaryFixture.ts', '../../../mf-blog/src/index'],
    [
      'the tooling, from plain JavaScript',
      'packages/build-config/boundaryFixture.mjs',
      '../../scripts/lib/workspace.mjs',
    ],
  ];
  for (const [what, filePath, specifier] of cases) {
    it(`fails when a package imports ${what} (${specifier})`, async () => {
      const messages = await boundaryMessages(filePath, importing(specifier));
      assert.deepEqual(
        messages.map((m) => m.ruleId),
        [groundFloor],
      );
      assert.match(messages[0].message, /Packages never import apps/);
    });
  }

  it('lets a package import another package', async () => {
    assert.deepEqual(
      await boundaryMessages('packages/ui/src/boundaryFixture.ts', importing('@codecrush/contracts')),
      [],
    );
  });

  it('lets the apps above stand on the shell and the packages', async () => {
    assert.deepEqual(await boundaryMessages('prerender/src/boundaryFixture.ts', importing('shell/server')), []);
    assert.deepEqual(await boundaryMessages('mf-blog/src/boundaryFixture.ts', importing('@codecrush/ui/router')), []);
  });
});

describe('no deep */src/* import crosses an entry', () => {
  const cases = [
    ['packages/ui/src/boundaryFixture.ts', '@codecrush/ui/src/cards/Card'],
    ['mf-blog/src/boundaryFixture.ts', '@codecrush/ui/src/router'],
    ['e2e/support/boundaryFixture.ts', 'shell/src/federation/prerenderData'],
    ['scripts/boundaryFixture.mjs', '@codecrush/prerender/src/cli.ts'],
  ];
  for (const [filePath, specifier] of cases) {
    it(`fails when ${filePath} imports ${specifier}`, async () => {
      const messages = await boundaryMessages(filePath, importing(specifier));
      assert.deepEqual(
        messages.map((m) => m.ruleId),
        [deepImport],
      );
      assert.match(messages[0].message, /through its entry/);
    });
  }

  it('lets every workspace import through the entries', async () => {
    assert.deepEqual(await boundaryMessages('e2e/support/boundaryFixture.ts', importing('shell/prerender-data')), []);
    assert.deepEqual(await boundaryMessages('shell/src/boundaryFixture.ts', importing('@codecrush/ui/form')), []);
  });
});
