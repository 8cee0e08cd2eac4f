/**
 * The shell's public server entry (`shell/server`, package.json `exports`): what the prerenderer
 * (prerender/) uses of the shell, the same routes and tree as the browser.
 */
export { ServerApp } from './ServerApp';
export type { ServerAppProps } from './ServerApp';
export { AppRoutes, createAppRoutes, notFoundRouteId } from './routes';
export { routeTitles, remoteRoutes, notFoundContent } from './content/routes';
export { mainId } from './layout/Layout';
export { prerenderDataId } from './federation/prerenderData';
export type { PrerenderData } from './federation/prerenderData';
