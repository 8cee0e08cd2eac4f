import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cleanFileName } from '../src/uploads/check';

/** The name an uploaded file is relayed under (a mail attachment's file name). */
describe('uploaded file names', () => {
  test('a name carrying a path (../../x.png, C:\\Users\\x.png) keeps only its base name', () => {
    assert.equal(cleanFileName('../../x.png', '.png'), 'x.png');
    assert.equal(cleanFileName('/etc/cron.d/x.png', '.png'), 'x.png');
    assert.equal(cleanFileName('C:\\Users\\me\\..\\cv.pdf', '.pdf'), 'cv.pdf');
  });

  test('line breaks and header characters cannot reach the mail header', () => {
    assert.equal(cleanFileName('cv\r\nBcc: a@b.example.pdf', '.pdf'), 'cv__Bcc_ a@b.example.pdf');
    assert.equal(cleanFileName('a"b<c>|d*e?.png', '.png'), 'a_b_c__d_e_.png');
    assert.equal(cleanFileName('cv\u202egnp.pdf', '.pdf'), 'cv_gnp.pdf');
  });

  test('a hidden, blank or path-only name becomes "attachment" with the checked extension', () => {
    assert.equal(cleanFileName('.htaccess.png', '.png'), 'attachment.png');
    assert.equal(cleanFileName('   ', '.pdf'), 'attachment.pdf');
    assert.equal(cleanFileName('photos/', '.jpg'), 'attachment.jpg');
    assert.equal(cleanFileName('  ../.png', '.png'), 'attachment.png');
  });

  test('surrounding spaces are trimmed and a long name keeps its last 120 characters (the extension)', () => {
    assert.equal(cleanFileName('  my cv.pdf  ', '.pdf'), 'my cv.pdf');
    const long = `${'a'.repeat(200)}.pdf`;
    const cleaned = cleanFileName(long, '.pdf');
    assert.equal(cleaned.length, 120);
    assert.ok(cleaned.endsWith('a.pdf'));
  });
});
