import fs from 'node:fs';
import path from 'node:path';

/** Permanent redirects of the public site (articles link the old privacy path). Same rules for a CDN: README. */
export const redirects = { '/privacy-policy': '/privacypolicy' };

/**
 * The HTML file answering a page request in the shell's deployed files: the route's prerendered
 * `index.html`, else the prerendered not-found page (404), else the plain shell (SPA fallback, when
 * nothing was prerendered).
 * @param {string} distDir
 * @param {string} url request URL (path and query)
 * @returns {{ file: string, status: number }}
 */
export function pageFileFor(distDir, url) {
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
  const candidate = path.resolve(root, `.${trimmed}`, 'index.html');
  if (candidate.startsWith(`${root}${path.sep}`) && fs.existsSync(candidate)) return { file: candidate, status: 200 };
  const notFound = path.join(root, '404.html');
  if (fs.existsSync(notFound)) return { file: notFound, status: 404 };
  return { file: path.join(root, 'index.html'), status: 200 };
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
