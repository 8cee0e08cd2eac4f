/**
 * What `npm run mutation` mutates, one area at a time: the modules named here (217 files in 27
 * areas), with the tests that cover them and the runner those tests use (jest on the repo's
 * jest.config.cjs, or the tap runner on the node:test suites). Every other source file is listed in
 * `leftOut` below by kind, with the reason (content, styles and markup components, tests, tool
 * configuration, entry points, types, the repo's scripts); areas.test.mjs fails on a file in neither.
 */

/**
 * A TypeScript module of the browser apps, mutated against the jest suites — only those under
 * `roots` when given: a package is judged by its own tests (the apps' tests also reach its code, but
 * rerunning every remote's form and page tests for each mutant of a shared hook takes hours here).
 */
const jest = (name, mutate, roots) => ({ name, runner: 'jest', mutate, roots });

/**
 * A module of the node:test suites, mutated against the given test files (tap output). `postgres`:
 * the files run PostgreSQL tests, on one server `npm run mutation` starts for the area's run.
 */
const tap = (name, mutate, testFiles, { postgres = false } = {}) => ({
  name,
  runner: 'tap',
  mutate,
  testFiles,
  postgres,
});

/** @type {readonly { name: string, runner: 'jest' | 'tap', mutate: string[], roots?: string[], testFiles?: string[], postgres?: boolean }[]} */
export const areas = [
  jest(
    'contracts',
    [
      'packages/contracts/src/{validation,routes,config,structuredData,api,uploads,remotes,health,expertise,sitePages,releases}.ts',
      // Each form's definition (fields, rules, wire body) and the rules they share.
      'packages/contracts/src/forms/{contact,jobApplication,internship,remoteResources,formValues,textRules,fieldLimits}.ts',
    ],
    ['packages/contracts/src'],
  ),
  jest(
    'ui',
    [
      'packages/ui/src/form/{sendToApi,useSubmission,useFormSubmission,reportOutcome,idempotency,rulesResolver,nativeForm,fieldBinder,useFieldIds}.ts',
      'packages/ui/src/form/{useAntiSpam,SpecifiedTextField}.tsx',
      'packages/ui/src/carousel/slideVisibility.ts',
      'packages/ui/src/belowTheFold/useInViewOnce.ts',
      'packages/ui/src/hooks/usePageMeta.ts',
      'packages/ui/src/images/illustrationImage.ts',
      // The design system's components with behaviour: the carousel and its lazy stand-in.
      'packages/ui/src/carousel/{Carousel.tsx,useActiveBreakpoint.ts,useMediaQuery.ts}',
      'packages/ui/src/belowTheFold/LazyCarousel.tsx',
      'packages/ui/src/theme/{fontFallbacks,servedStyles,urlVariable,webFont}.ts',
    ],
    ['packages/ui/src'],
  ),
  jest(
    'composition',
    [
      'packages/composition/src/islands/{triggers,earlyInput,watcher,watchedIsland}.ts',
      // Remote loading: the module cache a page owns and the resource a slot suspends on.
      'packages/composition/src/slots/{ModuleResource,RemoteModuleCache}.ts',
      'packages/composition/src/lazy/cachedLoaders.ts',
      'packages/composition/src/config/loadSiteConfig.ts',
      // The composition's components with behaviour: islands, slots, the boundary.
      'packages/composition/src/islands/Island.tsx',
      'packages/composition/src/slots/{RemoteSlot,RemoteView}.tsx',
      'packages/composition/src/boundary/{RemoteErrorBoundary.tsx,failureSignal.ts}',
    ],
    ['packages/composition/src'],
  ),
  jest(
    'shell',
    [
      'shell/src/routing/{linkIntent,keepsPage}.ts',
      // refreshHookShim.ts is a development-only hot-reload shim (no production behaviour).
      'shell/src/federation/{overrides,prerendered,remoteLoader,remoteStatus,retry,timeoutPlugin}.ts',
      // Release health in the browser: what a page view counts and to which app it is credited.
      'shell/src/telemetry/*.ts',
      '!shell/src/telemetry/{*.test,releaseHealthContext}.ts',
      'shell/src/{layout/navState,hooks/usePageChange,hooks/useScrolledPast,routeTitle,routing/pageModule}.ts',
      'shell/src/layout/{RemotesPanel,DeferredToaster}.tsx',
    ],
    ['shell/src'],
  ),
  jest('remotes', ['mf-*/src/{lib,hooks}/*.ts', '!mf-*/src/{lib,hooks}/*.test.ts']),
  // The prerenderer: routes, the document, SEO tags, the sitemap, the LCP image it preloads.
  jest(
    'prerender',
    ['prerender/src/*.{ts,tsx}', '!prerender/src/*.test.ts', '!prerender/src/cli.ts'],
    ['prerender/src'],
  ),
  tap(
    'build-config',
    [
      'packages/build-config/{contractCheck,exposes,ports,portPlan,portCheck,appFolders,siteConfig,federationRuntime}.mjs',
      // The bundler configuration every app builds with, and the site-config file's reader.
      'packages/build-config/{index,node,shared,siteConfigFile,prerenderTarget,tlsFiles}.mjs',
    ],
    ['packages/build-config/*.test.mjs'],
  ),
  // A remote's releases: deploy, rollback, the deploy log, where releases live, and the deploy
  // guard's withdrawal of the release it watched (its CLI a real stand-in process in the tests).
  tap(
    'releases',
    ['packages/releases/{deploy,releasesRoot,guardRelease,canary,canaryRollout}.mjs'],
    ['packages/releases/*.test.mjs'],
  ),
  tap(
    'server',
    [
      'packages/server/{cachePolicy,securityHeaders,responseHeaders,prerenderedPages,formToken,canaryChoice}.mjs',
      'packages/server/{serveApp,compressedAssets,tls}.mjs',
      // The nginx configuration generator and its precompression.
      'packages/server/nginx/{nginxConfig,precompress}.mjs',
    ],
    ['packages/server/*.test.mjs', 'packages/server/nginx/*.test.mjs'],
  ),
  tap(
    'api-uploads',
    ['api/src/uploads/{check,detect,storage}.ts'],
    ['api/test/{uploads,uploadChecks,fileNames,uploadStore}.test.ts'],
  ),
  // The intake modules against the HTTP suites that reach them; idempotency.ts on its own suite
  // only (it is slow: a crash test), so the other modules' mutants do not pay for it.
  tap(
    'api-intake',
    ['api/src/intake/{accept,antiSpam,emailjs,forms}.ts'],
    ['api/test/{abuse,submissions,validation}.test.ts'],
  ),
  // Reading a request (JSON or multipart): its error paths are sent by the upload, no-script form
  // and field-name suites, so those run too (the other intake modules' mutants do not need them).
  tap(
    'api-submission',
    ['api/src/intake/submission.ts'],
    ['api/test/{abuse,submissions,validation,uploads,nativeForms,fieldNameLimit}.test.ts'],
  ),
  tap('api-idempotency', ['api/src/intake/idempotency.ts'], ['api/test/idempotency.test.ts']),
  // The retry and SMTP-answer rules are plain functions, judged by rules.test.ts alone (a second).
  tap('api-relay-policy', ['api/src/relay/{backoff,outcome}.ts'], ['api/test/rules.test.ts']),
  // faults.test.ts is left out: it is slow (40 s) and its instances are child processes, whose
  // code per-test coverage does not see. compose.test.ts reads the composed mail without a server;
  // the store contract holds the relay's attempt limit (sqliteStore.test.ts: the same test as
  // store.test.ts runs on PostgreSQL, in seconds rather than half a minute).
  tap('api-relay', ['api/src/relay/compose.ts'], ['api/test/{compose,relay,sqliteStore}.test.ts']),
  // The SMTP sender against real in-process servers (and hung or refusing stand-ins), a few seconds.
  tap('api-relay-transport', ['api/src/relay/transport.ts'], ['api/test/transport.test.ts']),
  // The worker and its send deadline against their own in-process suite (seconds): a real store and
  // SMTP server, the database's faults and the operator's log lines. The slow relay and store
  // suites reach the worker too, but rerunning them for each of its mutants took over an hour.
  tap('api-relay-worker', ['api/src/relay/{deadline,worker}.ts'], ['api/test/relayWorker.test.ts']),
  // relay.test.ts runs `npm run outbox`: the states it lists, the next attempt, Reply-To as relayed.
  // Both stores read their rows through these: the contracts run on SQLite (sqliteStore.test.ts)
  // and on PostgreSQL (store.test.ts, retention.test.ts).
  tap('api-store', ['api/src/store/{rows,store}.ts'], ['api/test/{sqliteStore,store,retention,relay}.test.ts'], {
    postgres: true,
  }),
  // The SQLite store and the store's shared chores against their own in-process suites (seconds):
  // the store and retention contracts on real SQLite files, its files, the data-directory lock, the
  // periodic clean-up. dataDirLock.test.ts (the lock across real processes, 20 s) is left out:
  // per-test coverage does not see a child's code, and the in-process suite reaches the same lines.
  tap(
    'api-store-sqlite',
    ['api/src/store/sqlite/*.ts', 'api/src/store/{open,cleanUp,runEach}.ts'],
    ['api/test/{sqliteStore,storeChores}.test.ts'],
  ),
  // The PostgreSQL store against the store and retention contracts and its own tests on a real
  // server (one for the area's run, a fresh database per test): the connection and migrations
  // (postgresConnect), the forms' rate limit (rateLimits). postgres.test.ts is left out: it starts
  // API processes, whose code per-test coverage does not see, and takes a minute; faults.test.ts
  // likewise.
  tap(
    'api-store-postgres',
    ['api/src/store/postgres/*.ts'],
    ['api/test/{store,retention,postgresConnect,rateLimits}.test.ts'],
    { postgres: true },
  ),
  // config.test.ts reads every variable; abuse.test.ts only starts servers on the defaults. The
  // readers (envReaders.ts) serve the guard's settings too (finite numbers): releaseGuard.test.ts.
  tap('api-config', ['api/src/{config,configRules,envReaders}.ts'], ['api/test/{rules,config,releaseGuard}.test.ts']),
  // Forms posted without scripts: nativeForms.test.ts sends every form, its tokens, limits and
  // faults to a real server; fieldNameLimit.test.ts the long field names of both encodings.
  // nativeHosts.test.ts is left out: its several hosts (20 s) add nothing to these modules' logic.
  tap('api-native', ['api/src/native/*.ts'], ['api/test/{nativeForms,fieldNameLimit}.test.ts']),
  // The HTTP layer: the listening server's timeouts (httpLimits), the token comparison (opsToken),
  // API_TRUST_PROXY (config), the error answers, the origin guard and the request log on a fastify
  // app of their own (httpErrors), and as the API answers them (abuse, submissions).
  tap(
    'api-http',
    ['api/src/http/*.ts'],
    ['api/test/{httpErrors,httpLimits,opsToken,config,abuse,submissions}.test.ts'],
  ),
  // The API itself: building the server (the checks before anything opens, plugins, limits, routes,
  // the relay's wake-up, start-up warnings, close, the URL) against server.test.ts, which reads each
  // from outside in about 10 s; the eight suites that also start it took 2 min per run.
  tap('api-server', ['api/src/server.ts'], ['api/test/server.test.ts']),
  // The routes: the form and EmailJS endpoints, CORS preflight, liveness (and its ops-token view).
  tap(
    'api-routes',
    ['api/src/routes/{emailjs,liveness,sendEmail}.ts'],
    ['api/test/{submissions,abuse,opsToken,server,liveness}.test.ts'],
  ),
  // Release health, the API's side: the beacon route, its limiter and buffer, the team view's routes
  // and deploy markers, the report, the settings and the guard's judgement; its life in the API
  // (retention purges, closing with the app): releaseHealthLifecycle.test.ts. Left out: cli/health.ts
  // and guard/runGuard.ts, the entry points of `npm run health` and `deploy --guard` (argument
  // parsing and printing around the modules here), which run in their own processes in
  // e2e/tests/health.spec.ts; view/page.ts, the team view's markup and styles (content).
  tap(
    'api-telemetry',
    [
      'api/src/telemetry/*.ts',
      'api/src/telemetry/intake/*.ts',
      'api/src/telemetry/view/{deployMarkers,opsAuth,registerTeamView}.ts',
      'api/src/telemetry/guard/{judge,watchRelease,guardConfig,failedViewsTest,vitalsTest}.ts',
    ],
    [
      'api/test/{releaseHealth,releaseHealthLifecycle,releaseGuard,guardDecision,beaconTickets,telemetryIntake,teamView}.test.ts',
    ],
  ),
  // Where the beacons are kept: the batches, the rollups, both databases (health.sqlite and
  // PostgreSQL's own small pool), the WAL checkpointer. telemetryFlood.test.ts holds PostgreSQL's.
  tap(
    'api-telemetry-store',
    ['api/src/telemetry/store/*.ts', '!api/src/telemetry/store/healthFigures.ts'],
    [
      'api/test/{healthSqlRunner,healthStoreReads,telemetryIntake,releaseHealth,telemetryFlood,walCheckpointer,healthDatabase}.test.ts',
    ],
    { postgres: true },
  ),
];

/**
 * Every other source file of the repo, by kind, and why no area mutates it. areas.test.mjs holds the
 * two lists together: each tracked source file is in an area or here, so a new file with logic is
 * placed on purpose, not forgotten (a file in an area wins over a kind listed here).
 * @type {readonly { kind: string, reason: string, files: string[] }[]}
 */
export const leftOut = [
  {
    kind: 'tests and their helpers',
    reason: 'they are the judges, not the judged',
    files: [
      '**/*.{test,spec,ssr.test}.{ts,tsx,mjs}',
      'api/test/**',
      'e2e/**',
      'test-support/**',
      '*/src/test/**',
      'packages/ui/src/test/**',
      'packages/composition/src/test/**',
      'packages/composition/src/islands/watcherTestKit.ts',
      'packages/composition/src/boundary/failureSignalTestKit.ts',
      'shell/src/federation/testRemotes.ts',
      'packages/releases/testReleases.mjs',
      'packages/build-config/fixtures/**',
    ],
  },
  {
    kind: 'tool configuration',
    reason: 'read by the tools (bundler, linters, test runners); a mistake fails the build or the checks',
    files: ['*.config.{mjs,cjs,ts}', '*/rspack.config.mjs', 'stryker/**', 'tools/**'],
  },
  {
    kind: 'content and constants',
    reason: 'texts, names, numbers and patterns: the content tests and the pages judge them, not a unit test',
    files: [
      '**/src/content/**',
      'packages/contracts/src/{catalog,company,patterns}.ts',
      'packages/contracts/src/{apps,sharedLibraries,pageTrees}.mjs',
      'mf-marketing/src/components/{checkMark,home/serviceIcons}.ts',
      'mf-marketing/src/sections/home/belowTheFold.ts',
      'packages/ui/src/{text,carousel/text}.ts',
      'packages/ui/src/theme/fallbackFontMetrics.ts',
      'packages/composition/src/text.ts',
      // The prerender data script's id and its type, shared by the prerenderer, the boot and the e2e.
      'shell/src/federation/prerenderData.ts',
    ],
  },
  {
    kind: 'styles, theme and markup components',
    reason: 'a mutant changes a colour or an element; the e2e, accessibility and visual checks judge those',
    files: [
      '**/*{Styles,styles}.ts',
      'packages/ui/src/form/FullRow.ts',
      'packages/ui/src/theme/{theme,tokens}.ts',
      '{shell,mf-*,packages/ui,packages/composition}/src/**/*.tsx',
    ],
  },
  {
    kind: 'entry points and re-exports',
    reason:
      'start-up, argument parsing and printing around the modules in the areas, run in their own processes (e2e, the API suites) or only re-exporting',
    files: [
      '**/index.{ts,mjs}',
      '**/{bootstrap,remote,server}.{ts,tsx}',
      'api/src/main.ts',
      'api/src/cli/**',
      'api/src/telemetry/cli/**',
      'api/src/telemetry/guard/runGuard.ts',
      'prerender/src/cli.ts',
      'packages/server/nginx/runNginx.mjs',
      'packages/build-config/{runtime,contracts}.mjs',
      'packages/build-config/federation/**',
      'shell/src/federation/refreshHookShim.ts',
      'packages/ui/src/router.ts',
      'api/src/uploads/kinds.ts',
    ],
  },
  {
    kind: 'types',
    reason: 'no code to mutate',
    files: [
      '**/types.ts',
      '**/*.d.ts',
      'packages/composition/src/{config/SiteConfigContext,config/PublicOriginContext,slots/RemoteModuleCacheContext}.ts',
      'api/src/routes/options.ts',
      'shell/src/telemetry/releaseHealthContext.ts',
      'packages/ui/src/form/fieldProps.ts',
      'api/src/telemetry/store/healthFigures.ts',
    ],
  },
  {
    kind: 'the team view page',
    reason:
      "its markup (view/page.ts) and its script (public/view.js), run in the operator's browser: e2e/tests/team.spec.ts",
    files: ['api/src/telemetry/view/page.ts', 'api/src/telemetry/public/**'],
  },
  {
    kind: 'scripts and benchmarks',
    reason:
      "the repo's own tooling (build, start, test, deploy, reports) and load benchmarks, not the site or the API; their tests run in npm test (scripts/*.test.mjs, scripts/lib/*.test.mjs), unmeasured by mutation",
    files: ['scripts/**', 'api/bench/**'],
  },
];

/** The area of that name, or undefined. */
export const areaNamed = (name) => areas.find((area) => area.name === name);
