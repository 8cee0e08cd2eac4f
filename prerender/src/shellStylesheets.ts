import fs from 'node:fs';
import path from 'node:path';

/** A `<link rel="stylesheet" href="…">` of the shell's template (attributes in either order). */
const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The shell's template with each of its own style sheets written inline: the served page carries
 * its global CSS with no request before the first paint, and the bundler's runtime, which counts
 * the entry's CSS as loaded, inserts nothing more at start-up.
 * The sheets' URLs are root-relative (`/static/…`), so they read the same inline.
 */
export function inlineShellStylesheets(template: string, shellDir: string): string {
  return template.replace(stylesheetLink, (_link, href: string) => {
    const file = path.join(shellDir, new URL(href, 'http://shell.invalid/').pathname);
    if (!fs.existsSync(file)) throw new Error(`the shell template's style sheet ${href} is not in ${shellDir}`);
    const css = fs.readFileSync(file, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
    return `<style data-shell-css="${path.basename(file)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}
