import fs from 'node:fs';
import path from 'node:path';
import { canaryPagesDir } from '@codecrush/contracts/page-trees';

export { canaryPagesDir };

/** Permanent redirects of the public site (articles link the old privacy path). Same rules for a CDN: README. */
export const redirects = { '/privacy-policy': '/privacypolicy' };

/**
 * The HTML file answering a page request in the shell's deployed files: the route's prerendered
 * `index.html`, else the prerendered not-found page (404), else the plain shell (SPA fallback, when
 * nothing was prerendered). With `canary`, the route's page from the canary's page tree
 * (`canaryPagesDir`) when it has one, else the stable page as above. The canary's tree is never a
 * route of its own: a path into it is not found.
 * @param {string} distDir
 * @param {string} url request URL (path and query)
 * @param {{ canary?: boolean }} [choice]
 * @returns {{ file: string, status: number, canary: boolean }}
 */
export function pageFileFor(distDir, url, { canary = false } = {}) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://local').pathname);
  } catch {
    // Stryker disable next-line StringLiteral: "" and "/" resolve to the same folder below
    pathname = '/';
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator,Regex: path.resolve below drops trailing slashes itself
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const root = path.resolve(distDir);
  const canaryRoot = path.join(root, canaryPagesDir);
  const within = (dir, target) => target === dir || target.startsWith(`${dir}${path.sep}`);
  const routeDir = path.resolve(root, `.${trimmed}`);
  // A way out of the site, or into the canary's tree, is no route.
  const isRoute = within(root, routeDir) && !within(canaryRoot, routeDir);
  const pageIn = (tree) => {
    const file = path.join(tree, path.relative(root, routeDir), 'index.html');
    return isRoute && fs.existsSync(file) ? file : undefined;
  };
  const canaryPage = canary ? pageIn(canaryRoot) : undefined;
  if (canaryPage) return { file: canaryPage, status: 200, canary: true };
  const page = pageIn(root);
  if (page) return { file: page, status: 200, canary: false };
  const canaryNotFound = path.join(canaryRoot, '404.html');
  if (canary && fs.existsSync(canaryNotFound)) return { file: canaryNotFound, status: 404, canary: true };
  const notFound = path.join(root, '404.html');
  if (fs.existsSync(notFound)) return { file: notFound, status: 404, canary: false };
  return { file: path.join(root, 'index.html'), status: 200, canary: false };
}

/**
 * Where a request for `url` is permanently redirected, if anywhere.
 * @param {string} url
 */
export function redirectFor(url) {
  const parsed = new URL(url, 'http://local');
  const target = redirects[/** @type {keyof typeof redirects} */ (parsed.pathname.replace(/\/+$/, ''))];
  return target ? `${target}${parsed.search}` : undefined;
}
