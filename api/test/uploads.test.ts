import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { smtpTo, startTestApi, type TestApi } from './helpers/api';
import {
  apngBytes,
  docBytes,
  docxBytes,
  elfBytes,
  exeBytes,
  gifBytes,
  jpegBytes,
  msiBytes,
  pdfBytes,
  pngBytes,
  svgBytes,
  xlsBytes,
} from './helpers/files';
import { postMultipart, type FilePart } from './helpers/http';
import { validInternship, validJob } from './helpers/payloads';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { waitFor } from './helpers/wait';

describe('uploads', () => {
  let smtp: TestSmtpServer;
  let api: TestApi;
  before(async () => {
    smtp = await startSmtpServer();
    api = await startTestApi({ smtp: smtpTo(smtp.port), upload: { maxFileBytes: 64 * 1024 } });
  });
  after(async () => {
    await api.stop();
    await smtp.close();
  });

  const uploadsDir = () => join(api.config.dataDir, 'uploads');
  const job = (file: FilePart | FilePart[]) => postMultipart(api.url, validJob(), file);
  const internship = (file: FilePart) => postMultipart(api.url, validInternship(), file);

  const accepted: Array<[string, () => Buffer]> = [
    ['photo.png', pngBytes],
    ['photo.JPG', jpegBytes],
    ['photo.jpeg', jpegBytes],
    ['photo.gif', gifBytes],
    ['animated.png', apngBytes],
    ['logo.svg', svgBytes],
  ];
  for (const [filename, bytes] of accepted) {
    test(`job form accepts ${filename}`, async () => {
      const answer = await job({ filename, content: bytes() });
      assert.equal(answer.status, 200, answer.text);
    });
  }
  for (const [filename, bytes] of [
    ['cv.pdf', pdfBytes],
    ['cv.doc', docBytes],
    ['cv.docx', docxBytes],
    ['cv.png', pngBytes],
  ] as const) {
    test(`internship form accepts ${filename}`, async () => {
      const answer = await internship({ filename, content: bytes() });
      assert.equal(answer.status, 200, answer.text);
    });
  }

  test('job form refuses a PDF (not among its image types)', async () => {
    const answer = await job({ filename: 'cv.pdf', content: pdfBytes() });
    assert.equal(answer.status, 400);
    assert.match(String(answer.text), /File type not allowed/);
  });

  test('an ELF executable named .png → 400', async () => {
    const answer = await job({ filename: 'photo.png', content: elfBytes(), type: 'image/png' });
    assert.deepEqual([answer.status, answer.json], [400, { message: 'File content is not an allowed type' }]);
  });

  test('a Windows executable (MZ) named .png → 400', async () => {
    const answer = await internship({ filename: 'cv.png', content: exeBytes() });
    assert.deepEqual([answer.status, answer.json], [400, { message: 'File content is not an allowed type' }]);
  });

  test('an executable extension → 400', async () => {
    const answer = await internship({ filename: 'setup.exe', content: exeBytes() });
    assert.equal(answer.status, 400);
    assert.match(answer.text, /File type not allowed/);
  });

  for (const [what, bytes] of [
    ['an Excel workbook', xlsBytes],
    ['a Windows Installer package', msiBytes],
  ] as const) {
    test(`${what} (an OLE compound file without a Word stream) named .doc → 400`, async () => {
      const answer = await internship({ filename: 'cv.doc', content: bytes() });
      assert.deepEqual([answer.status, answer.json], [400, { message: 'File content is not an allowed type' }]);
    });
  }

  test('a PNG named .gif (extension disagrees with content) → 400', async () => {
    const answer = await job({ filename: 'photo.gif', content: pngBytes() });
    assert.deepEqual([answer.status, answer.json], [400, { message: 'File extension does not match its content' }]);
  });

  test('HTML named .svg → 400', async () => {
    const answer = await job({ filename: 'x.svg', content: Buffer.from('<html><script>alert(1)</script></html>') });
    assert.equal(answer.status, 400);
  });

  test('an oversized file → 413 and nothing stored', async () => {
    const stored = async () => Object.values(await api.store.counts()).reduce((sum, count) => sum + count, 0);
    const before = await stored();
    const big = Buffer.concat([pngBytes(), Buffer.alloc(64 * 1024 + 1)]);
    const answer = await job({ filename: 'big.png', content: big });
    assert.deepEqual([answer.status, answer.json], [413, { message: 'File is too large (at most 64 KB)' }]);
    assert.equal(await stored(), before);
  });

  test('two files → 413', async () => {
    const answer = await job([
      { filename: 'a.png', content: pngBytes() },
      { filename: 'b.png', content: pngBytes() },
    ]);
    assert.equal(answer.status, 413);
  });

  test('a file in another field → 400', async () => {
    const answer = await postMultipart(
      api.url,
      validJob(),
      { filename: 'a.png', content: pngBytes() },
      { fileField: 'resume' },
    );
    assert.deepEqual([answer.status, answer.json], [400, { message: 'Unexpected file field' }]);
  });

  test('refused files are not kept; accepted ones get generated names without extension', async () => {
    const names = await readdir(uploadsDir());
    assert.ok(names.length > 0);
    for (const name of names) assert.match(name, /^[0-9a-f-]{36}\.upload$/);
  });

  test('an SVG is relayed as an application/octet-stream attachment, never inline', async () => {
    const marker = 'svg-relay-check';
    const answer = await postMultipart(api.url, validJob({ fullName: `Svg ${marker}` }), {
      filename: 'logo.svg',
      content: svgBytes(),
    });
    assert.equal(answer.status, 200);
    await waitFor(() => smtp.accepted.some((mail) => mail.raw.includes(marker)), 'the SVG mail');
    const mail = smtp.accepted.find((candidate) => candidate.raw.includes(marker));
    assert.ok(mail);
    assert.doesNotMatch(mail.raw, /image\/svg\+xml/i);
    assert.match(mail.raw, /Content-Type: application\/octet-stream; name=logo\.svg/i);
    assert.match(mail.raw, /Content-Disposition: attachment; filename=logo\.svg/i);
    assert.doesNotMatch(mail.raw, /Content-Disposition: inline/i);
    assert.doesNotMatch(mail.raw, /Content-ID:/i);
  });

  test('a PNG is relayed as an attachment with its type and bytes intact', async () => {
    const marker = 'png-relay-check';
    await postMultipart(api.url, validJob({ fullName: `Png ${marker}` }), { filename: 'me.png', content: pngBytes() });
    await waitFor(() => smtp.accepted.some((mail) => mail.raw.includes(marker)), 'the PNG mail');
    const mail = smtp.accepted.find((candidate) => candidate.raw.includes(marker));
    assert.ok(mail);
    assert.match(mail.raw, /Content-Type: image\/png; name=me\.png/i);
    assert.ok(mail.raw.includes(pngBytes().toString('base64').slice(0, 60)));
    const stored = await readdir(uploadsDir());
    const contents = await Promise.all(stored.map((name) => readFile(join(uploadsDir(), name))));
    assert.ok(contents.some((content) => content.equals(pngBytes())));
  });
});
