/**
 * The apps of the composition, declared once: folder, federation container name, default local
 * port, and for each remote the pages it renders (route key → exposed module) and the fragments
 * it exposes for another remote's page (module → the route key of the page that shows it). Everything else derives from this list: the remote contracts (remotes.ts), the
 * build's ports and `exposes` maps, the image generator, eslint's app boundaries, jest's roots,
 * the e2e helpers, `npm run size`. Plain ESM JavaScript without imports, so Node tooling (build-config,
 * scripts, eslint.config.mjs, jest.config.cjs, Playwright's config) imports this very file, and
 * TypeScript reads its literal types through `allowJs` and the JSDoc const assertions: one source,
 * no JSON or compiled copy.
 * A test (packages/build-config/appFolders.test.mjs) fails when the workspace's app folders (those
 * with an rspack.config.mjs) and this list disagree.
 */

/** The host: renders the layout, the router, the chat page and Not Found. */
const shellApp = /** @type {const} */ ({ dir: 'shell', name: 'shell', port: 3000 });

/** The email backend (`api/`): not a federation container, but a port of the composition. */
export const apiService = /** @type {const} */ ({ dir: 'api', port: 3100 });

/**
 * The five remotes, keyed by their short name (a `RemoteKey`: `blog`); `appList` below holds the same
 * apps as an array, the shell first. Container names are valid JS identifiers.
 */
export const remoteAppsByKey = /** @type {const} */ ({
  marketing: {
    dir: 'mf-marketing',
    name: 'mf_marketing',
    port: 3001,
    pages: {
      home: 'HomePage',
      about: 'AboutPage',
      serviceDetail: 'ServicePage',
      industry: 'IndustryPage',
      research: 'ResearchPage',
      team: 'TeamPage',
      gallery: 'GalleryPage',
      privacy: 'PrivacyPage',
      terms: 'TermsPage',
    },
    fragments: {},
  },
  portfolio: {
    dir: 'mf-portfolio',
    name: 'mf_portfolio',
    port: 3002,
    pages: { projects: 'ProjectsPage', project: 'ProjectPage' },
    fragments: { FeaturedProjects: 'home' },
  },
  blog: {
    dir: 'mf-blog',
    name: 'mf_blog',
    port: 3003,
    pages: { blogList: 'BlogListPage', blogJavascript: 'BlogJavascriptPage', blogPost: 'BlogPostPage' },
    fragments: { BlogTeaser: 'home' },
  },
  careers: {
    dir: 'mf-careers',
    name: 'mf_careers',
    port: 3004,
    pages: { careers: 'CareersPage', jobApply: 'JobApplyPage' },
    fragments: {},
  },
  forms: {
    dir: 'mf-forms',
    name: 'mf_forms',
    port: 3005,
    pages: {
      contact: 'ContactPage',
      remoteResources: 'RemoteResourcesPage',
      internshipApply: 'InternshipPage',
      messageSent: 'MessageSentPage',
      applicationSent: 'ApplicationSentPage',
    },
    fragments: { ContactForm: 'home' },
  },
});

/** @typedef {keyof typeof remoteAppsByKey} RemoteKey */

/** The remotes' keys, in the list's order. */
export const remoteKeys = /** @type {RemoteKey[]} */ (/* @__PURE__ */ Object.keys(remoteAppsByKey));

/**
 * Every app, the shell first: what the build, the dev servers and `npm start` iterate over.
 * @type {readonly { dir: string, name: string, port: number }[]}
 */
export const appList = /* @__PURE__ */ (() => [shellApp, ...remoteKeys.map((key) => remoteAppsByKey[key])])();

/**
 * The key of the remote in `dir` (`mf-blog` → `blog`), or undefined when the folder holds no remote.
 * @param {string} dir
 * @returns {RemoteKey | undefined}
 */
export const remoteKeyOfDir = (dir) => remoteKeys.find((key) => remoteAppsByKey[key].dir === dir);

/**
 * The key of the remote whose container is `name` (`mf_blog` → `blog`), or undefined.
 * @param {string} name
 * @returns {RemoteKey | undefined}
 */
export const remoteKeyOfName = (name) => remoteKeys.find((key) => remoteAppsByKey[key].name === name);
