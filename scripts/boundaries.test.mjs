/**
 * `npm run test:scripts` (with check-lockfile.test.mjs): the eslint boundary rules of eslint.config.mjs, proven on fixtures.
 * Floors only go down — packages/ never imports an app (by name or by path) — and no import
 * reaches past another workspace's entry (package.json `exports`) into its inner files. Each fixture
 * is linted as if it were the file at `filePath` (nothing is written), so the real config's zones
 * apply; the imported files are real ones, as the zones judge the file an import resolves to.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The messages of every rule for `code` linted as the file at `filePath` (relative to the repo). */
async function lintAs(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return result.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

const importing = (specifier) => `import { entry } from '${specifier}';\nexport const used = entry;\n`;
const loading = (specifier) => `export const load = () => import('${specifier}');\n`;

/** Asserts that linting reports `expected` (a rule id and a part of its message), whatever else it reports. */
function assertReported(messages, expected) {
  assert.ok(
    messages.some((message) => expected.test(message)),
    `expected ${expected}, got ${JSON.stringify(messages)}`,
  );
}

const groundFloor = /^import-x\/no-restricted-paths: .*Packages never import apps/;
const deepSpecifier = /^no-restricted-imports: .*through its entry/;
const pastTheEntry = (name) => new RegExp(`^import-x/no-restricted-paths: .*Import ${name} through its entry`);

describe('packages/ never imports an app', () => {
  const cases = [
    ['packages/ui/src/boundaryFixture.ts', 'shell/server'],
    ['packages/ui/src/boundaryFixture.ts', '../../../shell/src/server'],
    ['packages/contracts/src/boundaryFixture.ts', '../../../prerender/src/routes'],
    ['packages/composition/src/boundaryFixture.ts', 'shell/server'],
    ['packages/composition/src/boundaryFixture.ts', '../../../mf-blog/src/index'],
    ['packages/ui/src/boundaryFixture.ts', '../../../mf-blog/src/index'],
    ['packages/build-config/boundaryFixture.mjs', '../../scripts/lib/workspace.mjs'],
    // The deploy guard's withdrawal lives in the releases package: the repo root comes in as a parameter.
    ['packages/releases/boundaryFixture.mjs', '../../scripts/lib/workspace.mjs'],
  ];
  for (const [filePath, specifier] of cases) {
    it(`fails when ${filePath} imports ${specifier}`, async () => {
      assertReported(await lintAs(filePath, importing(specifier)), groundFloor);
    });
  }

  it('lets a package import another package, and the apps above import the shell and the packages', async () => {
    assert.deepEqual(await lintAs('packages/ui/src/boundaryFixture.ts', importing('@codecrush/contracts')), []);
    assert.deepEqual(await lintAs('prerender/src/boundaryFixture.ts', importing('shell/server')), []);
    assert.deepEqual(await lintAs('mf-blog/src/boundaryFixture.ts', importing('@codecrush/ui/router')), []);
    assert.deepEqual(await lintAs('mf-blog/src/boundaryFixture.ts', importing('@codecrush/composition')), []);
    assert.deepEqual(await lintAs('shell/src/boundaryFixture.ts', importing('@codecrush/composition')), []);
  });
});

describe('the design system is the floor below the composition runtime', () => {
  const belowComposition =
    /^import-x\/no-restricted-paths: .*The design system \(packages\/ui\) never imports the composition runtime/;
  const cases = [
    ['packages/ui/src/boundaryFixture.ts', '@codecrush/composition'],
    ['packages/ui/src/components/boundaryFixture.tsx', '../../../composition/src/islands/Island'],
    ['packages/ui/src/test/boundaryFixture.tsx', '@codecrush/composition/test'],
  ];
  for (const [filePath, specifier] of cases) {
    it(`fails when ${filePath} imports ${specifier}`, async () => {
      assertReported(await lintAs(filePath, importing(specifier)), belowComposition);
    });
  }

  it('lets the composition runtime import the design system through its entries', async () => {
    assert.deepEqual(await lintAs('packages/composition/src/boundaryFixture.ts', importing('@codecrush/ui')), []);
    assert.deepEqual(
      await lintAs('packages/composition/src/boundaryFixture.ts', importing('@codecrush/ui/router')),
      [],
    );
  });
});

describe('no import crosses another workspace past its entry', () => {
  const deepSpecifiers = [
    ['packages/ui/src/boundaryFixture.ts', '@codecrush/ui/src/cards/Card'],
    ['mf-blog/src/boundaryFixture.ts', '@codecrush/ui/src/router'],
    ['shell/src/boundaryFixture.ts', '@codecrush/composition/src/islands/Island'],
    ['e2e/support/boundaryFixture.ts', 'shell/src/federation/prerenderData'],
    ['scripts/boundaryFixture.mjs', '@codecrush/prerender/src/cli.ts'],
  ];
  for (const [filePath, specifier] of deepSpecifiers) {
    it(`fails when ${filePath} imports ${specifier}`, async () => {
      assertReported(await lintAs(filePath, importing(specifier)), deepSpecifier);
    });
  }

  it('fails on a relative path into another workspace past its entries, imported or loaded', async () => {
    assertReported(
      await lintAs('prerender/src/boundaryFixture.ts', importing('../../shell/src/App')),
      pastTheEntry('shell'),
    );
    assertReported(
      await lintAs('e2e/support/boundaryFixture.ts', loading('../../shell/src/App')),
      pastTheEntry('shell'),
    );
    assertReported(
      await lintAs('mf-blog/src/boundaryFixture.ts', importing('../../packages/ui/src/text')),
      pastTheEntry('@codecrush/ui'),
    );
    assertReported(
      await lintAs('packages/composition/src/boundaryFixture.ts', importing('../../ui/src/components/Skeleton')),
      pastTheEntry('@codecrush/ui'),
    );
    assertReported(
      await lintAs('scripts/boundaryFixture.mjs', importing('../e2e/support/composition.ts')),
      pastTheEntry('e2e'),
    );
  });

  it('lets every workspace import through the entries', async () => {
    assert.deepEqual(await lintAs('e2e/support/boundaryFixture.ts', importing('shell/prerender-data')), []);
    assert.deepEqual(await lintAs('shell/src/boundaryFixture.ts', importing('@codecrush/ui/form')), []);
    assert.deepEqual(await lintAs('scripts/boundaryFixture.mjs', importing('e2e/chromium')), []);
    assert.deepEqual(await lintAs('scripts/boundaryFixture.mjs', importing('../packages/server/tls.mjs')), []);
  });
});
