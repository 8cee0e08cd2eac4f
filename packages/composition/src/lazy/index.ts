/**
 * Content that loads on demand: one chunk per entry, fetched once. Not a shared module: pure
 * functions without state of their own, each remote bundles the few lines it uses.
 */
export { cachedLoaders, knownId } from './cachedLoaders';
