/** One jest config for every front-end workspace (api has its own node:test suite). */
const path = require('node:path');

const { appList } = require('@codecrush/contracts/apps');

const root = __dirname;
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: root,
  // The packages with jest tests, then every app of the list in packages/contracts/src/apps.mjs.
  roots: [
    '<rootDir>/packages/ui/src',
    '<rootDir>/packages/composition/src',
    '<rootDir>/packages/contracts/src',
    '<rootDir>/prerender/src',
    ...appList.map((app) => `<rootDir>/${app.dir}/src`),
  ],
  testEnvironment: path.join(root, 'test-support/jsdomEnvironment.cjs'),
  transform: { '^.+\\.((t|j)sx?|mjs)$': swc },
  // ES-module-only packages, compiled to CommonJS like our sources.
  transformIgnorePatterns: ['/node_modules/(?!(simple-icons|lucide-react|@capsizecss/unpack|fontkitten)/)'],
  moduleNameMapper: {
    '\\.(css)$': path.join(root, 'test-support/styleStub.cjs'),
    '\\.(avif|webp|png|jpe?g|gif|svg|woff2?)$': path.join(root, 'test-support/fileStub.cjs'),
  },
  setupFiles: [path.join(root, 'test-support/globals.cjs')],
  setupFilesAfterEnv: [path.join(root, 'test-support/setupTests.ts')],
  testMatch: ['**/*.test.ts?(x)'],
  testTimeout: 15_000,
};
