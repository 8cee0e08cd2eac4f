import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { composeMail } from '../src/relay/compose';
import type { OutboxMessage } from '../src/store/store';
import { smtpTo } from './helpers/api';

const createdAt = Date.UTC(2026, 10, 26, 9, 30, 0);
const smtp = smtpTo(2525);

const stored = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: 41,
  messageId: '<a1b2c3d4-0000-4000-8000-000000000000@codecrush.test>',
  createdAt,
  attempts: 1,
  claim: 'claim-token',
  kind: 'contact',
  subject: 'Query Message',
  fields: { fullName: 'Ayesha Khan', email: 'ayesha@example.com', phone: '03001234567', message: 'Hello' },
  replyTo: 'ayesha@example.com',
  attachment: undefined,
  ...overrides,
});

/** The mail's plain-text body. */
const bodyOf = (message: OutboxMessage): string => {
  const { text } = composeMail(message, smtp);
  if (typeof text !== 'string') throw new Error('the body is not plain text');
  return text;
};

describe('the mail the inbox gets for a stored message', () => {
  test('envelope: sender and inbox from the configuration, the visitor as Reply-To, the stored Message-ID and time', () => {
    const mail = composeMail(stored({}), smtp);
    assert.equal(mail.from, 'CodeCrush website <no-reply@codecrush.test>');
    assert.equal(mail.to, 'inbox@codecrush.test');
    assert.equal(mail.replyTo, 'ayesha@example.com');
    assert.equal(mail.messageId, '<a1b2c3d4-0000-4000-8000-000000000000@codecrush.test>');
    assert.deepEqual(mail.date, new Date(createdAt));
    assert.deepEqual(mail.headers, { 'X-CodeCrush-Outbox-Id': '41', 'X-CodeCrush-Form': 'contact' });
    assert.deepEqual(mail.attachments, []);
  });

  test('subject: the form’s subject and the sender’s name (fullName, or name on the remote-resources form)', () => {
    assert.equal(composeMail(stored({}), smtp).subject, 'Query Message: Ayesha Khan');
    const remote = stored({ kind: 'remoteResource', subject: 'Remote Resources Request', fields: { name: 'Omar' } });
    assert.equal(composeMail(remote, smtp).subject, 'Remote Resources Request: Omar');
    assert.equal(composeMail(stored({ fields: { email: 'a@b' } }), smtp).subject, 'Query Message');
  });

  test('body: every field of the internship form under its label, then when it was received', () => {
    const body = bodyOf(
      stored({
        kind: 'internship',
        subject: 'Internship Application',
        fields: {
          fullName: 'Sara Ali',
          email: 'sara@example.com',
          phone: '03001234567',
          address: 'Lahore',
          education: 'BSCS',
          speciality: 'Frontend',
          experience: 'None yet',
          interest: 'React',
        },
      }),
    );
    assert.equal(
      body,
      [
        'Name: Sara Ali',
        'Email: sara@example.com',
        'Phone: 03001234567',
        'Address: Lahore',
        'Education: BSCS',
        'Speciality: Frontend',
        'Experience: None yet',
        'Interest: React',
        '',
        'Received: 2026-11-26T09:30:00.000Z (outbox #41)',
      ].join('\n'),
    );
  });

  test('body: the remote-resources fields under their labels; a field without a label under its own name', () => {
    const body = bodyOf(
      stored({
        kind: 'remoteResource',
        fields: {
          name: 'Omar',
          phoneNumber: '+92 300 1234567',
          companyName: 'Acme',
          projectDescription: 'A shop',
          startDate: '2027-01-01',
          requiredExpertise: 'React',
          additionalRequirements: 'None',
          budget: 'open',
        },
      }),
    );
    for (const line of [
      'Name: Omar',
      'Phone: +92 300 1234567',
      'Company: Acme',
      'Project description: A shop',
      'Start date: 2027-01-01',
      'Required expertise: React',
      'Additional requirements: None',
      'budget: open',
    ]) {
      assert.ok(body.split('\n').includes(line), line);
    }
  });

  test('body: a message over several lines (any line ending) is indented under its label', () => {
    const body = bodyOf(stored({ fields: { message: 'first\r\nsecond\nthird' } }));
    assert.ok(body.startsWith('Message:\n  first\n  second\n  third\n'), body);
  });

  test('an attachment is named in the body and always sent as a download; an SVG never with its image type', () => {
    const png = Buffer.from('png-bytes');
    const withPng = stored({
      attachment: { name: 'cv.png', contentType: 'image/png', size: png.length, content: png },
    });
    assert.ok(bodyOf(withPng).includes('\nAttachment: cv.png (9 bytes)\n'));
    assert.deepEqual(composeMail(withPng, smtp).attachments, [
      { filename: 'cv.png', content: png, contentType: 'image/png', contentDisposition: 'attachment' },
    ]);
    const svg = Buffer.from('<svg/>');
    const withSvg = stored({ attachment: { name: 'logo.svg', contentType: 'image/svg+xml', size: 6, content: svg } });
    assert.deepEqual(composeMail(withSvg, smtp).attachments, [
      { filename: 'logo.svg', content: svg, contentType: 'application/octet-stream', contentDisposition: 'attachment' },
    ]);
  });
});
