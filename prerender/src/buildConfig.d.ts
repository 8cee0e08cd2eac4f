/** The part of packages/build-config (plain JS) the prerenderer's command uses. */
declare module '@codecrush/build-config/runtime' {
  export const remoteApps: readonly { dir: string; name: string; port: number }[];
  export function portOf(dir: string): number;
  export function createSiteConfig(env?: NodeJS.ProcessEnv): unknown;
}
