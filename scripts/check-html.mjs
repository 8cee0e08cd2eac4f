#!/usr/bin/env node
/**
 * `npm run check:html`: the W3C Nu HTML Checker (vnu-jar, needs Java 11+) over every prerendered
 * page the shell serves (shell/dist/**.html but the client-side template). Fails on any error
 * but one known false positive: the checker's CSS parser rejects the standard `mask` shorthand
 * (`mask: url(…) center / contain no-repeat`), which every current engine accepts.
 * Needs `npm run build` and `npm run prerender` first.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';
import { distOf } from './lib/workspace.mjs';

/** Errors of the checker itself, not of the page (kept as narrow as the message allows). */
const knownFalsePositives = [/^CSS: “mask”: Too many values or values are not recognized\.$/];

const pages = fs
  .readdirSync(distOf('shell'), { recursive: true })
  .filter((file) => file.endsWith('.html') && path.basename(file) !== 'shell-template.html')
  .map((file) => path.join(distOf('shell'), file));
if (pages.length === 0) throw new Error('No prerendered pages in shell/dist: run npm run build && npm run prerender');

// vnu exits 1 when it reports errors; its JSON report (on stderr) is read either way.
const { stderr } = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...pages], {
  maxBuffer: 64 * 1024 * 1024,
}).catch((error) => {
  if (typeof error.stderr !== 'string' || !error.stderr.startsWith('{')) throw error;
  return error;
});
/** @type {{ messages: { type: string, url?: string, message: string, lastLine?: number, extract?: string }[] }} */
const report = JSON.parse(stderr);
const errors = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
const real = errors.filter((m) => !knownFalsePositives.some((pattern) => pattern.test(m.message)));

for (const m of real) {
  const page = m.url ? path.relative(distOf('shell'), new URL(m.url).pathname) : '(checker)';
  console.error(`${page}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.trim()}` : ''}`);
}
console.log(
  `HTML check: ${pages.length} pages, ${real.length} errors (${errors.length - real.length} known CSS-parser false positives left out)`,
);
if (real.length > 0) process.exitCode = 1;
