import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { uploadMessages } from '@codecrush/contracts';
import { checkUpload } from '../src/uploads/check';
import { detectUploadKind } from '../src/uploads/detect';
import { apngBytes, elfBytes, pdfBytes, pngBytes } from './helpers/files';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n';
const text = (value: string): Buffer => Buffer.from(value, 'utf8');

/** What an uploaded file is, judged by its bytes alone (the name is checked separately). */
describe('what the bytes of an upload are', () => {
  test('an animated PNG (APNG) is a PNG', async () => {
    assert.equal(await detectUploadKind(apngBytes()), 'png');
  });

  test('an SVG with a DOCTYPE, with or without a public identifier, is an SVG', async () => {
    assert.equal(await detectUploadKind(text(`<!DOCTYPE svg>${svg}`)), 'svg');
    const publicId =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    assert.equal(await detectUploadKind(text(`<?xml version="1.0"?>\n${publicId}\n${svg}`)), 'svg');
  });

  test('an SVG whose DOCTYPE declares entities (an internal subset, with or without spaces) is an SVG', async () => {
    const entities = '[\n  <!ENTITY brand "CodeCrush">\n  <!ENTITY year "2026">\n]';
    assert.equal(await detectUploadKind(text(`<!DOCTYPE svg ${entities} >\n${svg}`)), 'svg');
    assert.equal(await detectUploadKind(text(`<!DOCTYPE svg [<!ENTITY b "c">]>${svg}`)), 'svg');
  });

  test('an SVG saved with a byte-order mark, after comments and blank lines, is an SVG', async () => {
    assert.equal(await detectUploadKind(text(`\uFEFF${svg}`)), 'svg');
    assert.equal(await detectUploadKind(text(`\n  <!-- exported -->\n\t<!-- by an editor -->\n${svg}`)), 'svg');
  });

  test('a page whose root is not <svg> is not an SVG, even when it contains one', async () => {
    const page = `<!DOCTYPE html><html><body>${svg}<script>alert(1)</script></body></html>`;
    assert.equal(await detectUploadKind(text(page)), undefined);
    assert.equal(await detectUploadKind(text(`hello ${svg}`)), undefined);
  });

  test('an <svg> start followed by bytes that are not UTF-8 text is not an SVG', async () => {
    const bytes = Buffer.concat([text(svg.slice(0, 60)), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), text('</svg>')]);
    assert.equal(await detectUploadKind(bytes), undefined);
  });

  test('an <svg> start followed by NUL bytes (binary data) is not an SVG', async () => {
    const bytes = Buffer.concat([text(svg), Buffer.alloc(16), elfBytes()]);
    assert.equal(await detectUploadKind(bytes), undefined);
  });

  test('only the first 64 KB are searched for the root: an <svg> after 64 KB of comment is not an SVG', async () => {
    const padded = `<!--${'x'.repeat(64 * 1024)}-->${svg}`;
    assert.equal(await detectUploadKind(text(padded)), undefined);
    const justUnder = `<!--${'x'.repeat(60 * 1024)}-->${svg}`;
    assert.equal(await detectUploadKind(text(justUnder)), 'svg');
  });
});

/** The answer to an upload: its name and its bytes must both be allowed, and agree. */
describe('checking an upload against a form', () => {
  test('the extension is judged in lower case and given back lower-cased (Photo.PNG is a .png)', async () => {
    assert.deepEqual(await checkUpload(pngBytes(), 'Photo.PNG', ['png']), {
      ok: true,
      kind: 'png',
      contentType: 'image/png',
      extension: '.png',
    });
  });

  test('a name the form does not take is refused by its name, whatever the bytes', async () => {
    assert.deepEqual(await checkUpload(pngBytes(), 'photo.png', ['pdf']), {
      ok: false,
      message: uploadMessages.typeNotAllowed(['pdf']),
    });
    assert.deepEqual(await checkUpload(elfBytes(), 'setup.exe', ['png']), {
      ok: false,
      message: uploadMessages.typeNotAllowed(['png']),
    });
  });

  test('bytes of a kind the form does not take are refused as content, not as a wrong extension', async () => {
    const contentRefused = { ok: false, message: uploadMessages.contentNotAllowed };
    assert.deepEqual(await checkUpload(pdfBytes(), 'photo.png', ['png', 'jpg']), contentRefused);
    assert.deepEqual(await checkUpload(elfBytes(), 'photo.png', ['png']), contentRefused);
  });
});
