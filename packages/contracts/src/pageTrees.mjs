/**
 * The page trees in the shell's deployed files. The pages prerendered with a remote's canary release
 * (`canary` in site-config.json) are a tree of their own, `_canary/<route>/index.html`, beside the
 * stable pages: the prerenderer writes it, and the server that answers a page request serves from it
 * for the canary's share of page loads, never under its own path. Plain ESM JavaScript without
 * imports, like apps.mjs, so the page server (Node, no TypeScript) and TypeScript read this file.
 */
export const canaryPagesDir = '_canary';
