import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inlineShellStylesheets } from './shellStylesheets';

let shellDir: string;
beforeEach(() => {
  shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-css-'));
  fs.mkdirSync(path.join(shellDir, 'static', 'css'), { recursive: true });
});
afterEach(() => fs.rmSync(shellDir, { recursive: true, force: true }));

const sheet = (name: string, css: string) => fs.writeFileSync(path.join(shellDir, 'static', 'css', name), css);
const fontFace = "@font-face{font-family:Inter Variable;src:url(/static/fonts/inter.0123abcd.woff2)format('woff2')}";

describe('the shell template’s style sheets, written inline', () => {
  it('replaces each stylesheet link with its CSS, without the source map comment, where the link stood', () => {
    sheet('main.89abcdef.css', `${fontFace}\n/*# sourceMappingURL=main.89abcdef.css.map*/\n`);
    const template =
      '<head><title>t</title><script defer src="/static/js/main.js"></script>' +
      '<link href="/static/css/main.89abcdef.css" rel="stylesheet"></head>';
    expect(inlineShellStylesheets(template, shellDir)).toBe(
      '<head><title>t</title><script defer src="/static/js/main.js"></script>' +
        `<style data-shell-css="main.89abcdef.css">${fontFace}\n</style></head>`,
    );
  });

  it('reads the rel attribute before or after the href, and leaves the other links alone', () => {
    sheet('a.00000001.css', '.a{}');
    sheet('b.00000002.css', '.b{}');
    const template =
      '<link href="/favicon.svg" rel="icon"><link rel="stylesheet" href="/static/css/a.00000001.css">' +
      '<link href="/static/css/b.00000002.css" rel="stylesheet">';
    expect(inlineShellStylesheets(template, shellDir)).toBe(
      '<link href="/favicon.svg" rel="icon"><style data-shell-css="a.00000001.css">.a{}</style>' +
        '<style data-shell-css="b.00000002.css">.b{}</style>',
    );
  });

  it('keeps a comment that is not the trailing source map comment', () => {
    sheet('d.00000004.css', '/*# sourceMappingURL=d.css.map*/.d{}');
    expect(inlineShellStylesheets('<link rel="stylesheet" href="/static/css/d.00000004.css">', shellDir)).toBe(
      '<style data-shell-css="d.00000004.css">/*# sourceMappingURL=d.css.map*/.d{}</style>',
    );
  });

  it('keeps a closing style tag inside the CSS from ending the element', () => {
    sheet('c.00000003.css', '.c::after{content:"</style><script>"}');
    const html = inlineShellStylesheets('<link rel="stylesheet" href="/static/css/c.00000003.css">', shellDir);
    expect(html).toBe('<style data-shell-css="c.00000003.css">.c::after{content:"<\\/style><script>"}</style>');
  });

  it('refuses a template whose style sheet is not in the shell’s folder, naming it', () => {
    expect(() => inlineShellStylesheets('<link rel="stylesheet" href="/static/css/gone.css">', shellDir)).toThrow(
      `the shell template's style sheet /static/css/gone.css is not in ${shellDir}`,
    );
  });

  it('leaves a template without style sheets as it is', () => {
    const template = '<head><link href="/favicon.svg" rel="icon"></head>';
    expect(inlineShellStylesheets(template, shellDir)).toBe(template);
  });
});
