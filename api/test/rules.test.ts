import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  splitFullName,
  validateContact,
  validateJobApplicationForm,
  validationMessages as m,
  validationPatterns as p,
} from '@codecrush/contracts';
import { apiService } from '@codecrush/contracts/apps';
import fc from 'fast-check';
import { loadConfig } from '../src/config';
import { retryDelay } from '../src/relay/backoff';
import { classifySendError } from '../src/relay/outcome';
import { offsetPort } from './helpers/ports';

describe('shared validation rules (packages/contracts)', () => {
  test('the home form’s strict email is a subset of the contact page’s text@text', () => {
    const strictLocal = fc.stringMatching(/^[a-zA-Z0-9._%+-]{1,10}$/);
    const strictDomain = fc.stringMatching(/^[a-zA-Z0-9.-]{1,10}\.[a-zA-Z]{2,4}$/);
    fc.assert(
      fc.property(strictLocal, strictDomain, (local, domain) => {
        const email = `${local}@${domain}`;
        assert.ok(p.strictEmail.test(email));
        assert.ok(p.simpleEmail.test(email), email);
      }),
    );
  });

  test('variants of the contact form', () => {
    const input = { fullName: 'A', email: 'me@localhost', phone: '+92 300', message: 'hi' };
    assert.deepEqual(validateContact(input, 'api'), {});
    assert.deepEqual(validateContact(input, 'home'), { email: m.contact.emailInvalid });
    assert.deepEqual(validateContact(input, 'contactPage'), { phone: m.contact.phoneInvalid });
    assert.deepEqual(validateContact({ ...input, phone: '' }, 'contactPage'), {
      phone: m.contact.phoneRequiredContactPage,
    });
  });

  test('job form as the browser holds it', () => {
    assert.deepEqual(validateJobApplicationForm({}), {
      firstName: m.job.firstNameRequired,
      lastName: m.job.lastNameRequired,
      phoneNumber: m.job.phoneRequired,
      email: m.job.emailRequired,
    });
  });

  test('fullName splits at the first space', () => {
    assert.deepEqual(splitFullName('Mary Ann Smith'), { firstName: 'Mary', lastName: 'Ann Smith' });
    assert.deepEqual(splitFullName(' Smith'), { firstName: '', lastName: 'Smith' });
    assert.deepEqual(splitFullName('Mary'), { firstName: 'Mary', lastName: '' });
  });

  test('Pakistani mobile format', () => {
    for (const ok of ['03001234567', '0300-1234567', '+923001234567', '923001234567', '3001234567']) {
      assert.ok(p.pakistaniMobile.test(ok), ok);
    }
    for (const bad of ['0300 1234567', '04001234567', '+92-3001234567', '030012345678', '']) {
      assert.ok(!p.pakistaniMobile.test(bad), bad);
    }
  });
});

describe('relay policy', () => {
  test('backoff doubles per attempt with ±20 % jitter, capped', () => {
    const relay = { baseDelayMs: 1000, maxDelayMs: 10_000 };
    assert.equal(
      retryDelay(1, relay, () => 0.5),
      1000,
    );
    assert.equal(
      retryDelay(2, relay, () => 0.5),
      2000,
    );
    assert.equal(
      retryDelay(4, relay, () => 0.5),
      8000,
    );
    assert.equal(
      retryDelay(20, relay, () => 0.5),
      10_000,
    );
    assert.equal(
      retryDelay(1, relay, () => 0),
      800,
    );
    assert.equal(
      retryDelay(1, relay, () => 1),
      1200,
    );
  });

  test('5xx answers are permanent (except 503); 4xx and connection errors temporary', () => {
    const smtpError = (responseCode?: number, code = 'EMESSAGE') =>
      Object.assign(new Error('x'), { responseCode, code });
    assert.equal(classifySendError(smtpError(550)).permanent, true);
    assert.equal(classifySendError(smtpError(554)).permanent, true);
    assert.equal(classifySendError(smtpError(503)).permanent, false);
    assert.equal(classifySendError(smtpError(451)).permanent, false);
    assert.equal(classifySendError(smtpError(421)).permanent, false);
    assert.equal(classifySendError(smtpError(undefined, 'ECONNECTION')).permanent, false);
    assert.equal(classifySendError(smtpError(undefined, 'ETIMEDOUT')).permanent, false);
    assert.equal(classifySendError('boom').permanent, false);
    assert.equal(classifySendError(smtpError(500)).permanent, true);
    assert.equal(classifySendError(smtpError(599)).permanent, true);
    assert.equal(classifySendError(smtpError(600)).permanent, false);
    assert.equal(classifySendError(smtpError(499)).permanent, false);
  });

  test('the reason an operator reads: the error code and the server’s answer, else the error’s message', () => {
    const reason = (error: unknown) => classifySendError(error).description;
    const refused = Object.assign(new Error('Message failed'), {
      code: 'EMESSAGE',
      response: '550 5.7.1 Message refused',
      responseCode: 550,
    });
    assert.equal(reason(refused), 'EMESSAGE: 550 5.7.1 Message refused');
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNECTION' });
    assert.equal(reason(unreachable), 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:25');
    assert.equal(reason(new Error('socket hang up')), 'socket hang up');
    assert.equal(reason({}), 'unknown error');
    assert.equal(reason('boom'), 'boom');
    assert.equal(reason(null), 'null');
  });

  test('an error whose fields are not what SMTP gives is not read as an SMTP answer', () => {
    assert.deepEqual(classifySendError({ responseCode: '550', code: 42, response: ['550'], message: 'odd fields' }), {
      permanent: false,
      description: 'odd fields',
    });
  });
});

describe('configuration from the environment', () => {
  test('defaults', () => {
    const config = loadConfig({});
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, offsetPort(apiService.port));
    assert.match(config.dataDir, /\.data\/api$/);
    assert.equal(config.rateLimit.max, 20);
    assert.equal(config.upload.maxFileBytes, 5 * 1024 * 1024);
    assert.equal(config.smtp, undefined);
  });

  test('SMTP is configured only with SMTP_HOST and MAIL_TO', () => {
    assert.equal(loadConfig({ SMTP_HOST: 'smtp.example.com' }).smtp, undefined);
    const smtp = loadConfig({ SMTP_HOST: 'smtp.example.com', MAIL_TO: 'hr@example.com', SMTP_SECURE: 'true' }).smtp;
    assert.equal(smtp?.port, 465);
    assert.equal(smtp?.secure, true);
  });

  test('"*" is refused as a CORS origin; bad numbers are refused', () => {
    assert.throws(() => loadConfig({ API_CORS_ORIGINS: 'http://a.example, *' }), /not allowed/);
    assert.deepEqual(loadConfig({ API_CORS_ORIGINS: 'https://codecrush.example/, http://x:1' }).corsOrigins, [
      'https://codecrush.example',
      'http://x:1',
    ]);
    assert.throws(() => loadConfig({ API_PORT: 'eighty' }), /API_PORT/);
  });
});
