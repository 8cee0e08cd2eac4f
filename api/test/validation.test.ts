import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiPaths, validationMessages as m } from '@codecrush/contracts';
import { startTestApi, type TestApi } from './helpers/api';
import { messageOf, postJson, postMultipart } from './helpers/http';
import { validContact, validEmailjs, validInternship, validJob, validRemoteParams, without } from './helpers/payloads';

/** The shared form rules, enforced by the server: every field missing or malformed → 400 with its message. */
describe('server-side validation (the shared form rules)', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.stop());

  const expect400 = async (answer: Promise<{ status: number; json: unknown; text: string }>, message: string) => {
    const result = await answer;
    assert.equal(result.status, 400, result.text);
    assert.equal(messageOf(result), message);
  };

  describe('contact form (JSON)', () => {
    const required: Array<[string, string]> = [
      ['fullName', m.contact.nameRequired],
      ['email', m.contact.emailRequired],
      ['phone', m.contact.phoneRequired],
      ['message', m.contact.messageRequired],
    ];
    for (const [field, message] of required) {
      test(`${field} missing → "${message}"`, async () => {
        const body = validContact();
        delete body[field];
        await expect400(postJson(api.url, body), message);
      });
      test(`${field} blank → "${message}"`, async () => {
        await expect400(postJson(api.url, validContact({ [field]: '   ' })), message);
      });
    }
    for (const email of ['no-at-sign', 'two words@example.com', 'a@', '@b', 'a@b c']) {
      test(`email "${email}" → "${m.contact.emailInvalid}"`, async () => {
        await expect400(postJson(api.url, validContact({ email })), m.contact.emailInvalid);
      });
    }
    test('accepts what the contact page accepts (text@text) and any phone text', async () => {
      const answer = await postJson(api.url, validContact({ email: 'me@localhost', phone: '+92 (300) 123' }));
      assert.equal(answer.status, 200, answer.text);
    });
    test('a field sent as null counts as missing', async () => {
      await expect400(postJson(api.url, validContact({ phone: null })), m.contact.phoneRequired);
    });
    test('a field that is not text → 400', async () => {
      await expect400(postJson(api.url, validContact({ phone: 3001234567 })), 'Invalid value for phone');
    });
    test('all errors listed per field, the first one as message', async () => {
      const answer = await postJson(api.url, { subject: 'Query Message' });
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.json, {
        message: m.contact.nameRequired,
        errors: {
          fullName: m.contact.nameRequired,
          email: m.contact.emailRequired,
          phone: m.contact.phoneRequired,
          message: m.contact.messageRequired,
        },
      });
    });
  });

  describe('job application (multipart)', () => {
    test('first name missing → "First name is required"', async () => {
      await expect400(postMultipart(api.url, validJob({ fullName: ' Ahmed' })), m.job.firstNameRequired);
    });
    test('whole name missing → "First name is required"', async () => {
      await expect400(postMultipart(api.url, without(validJob(), 'fullName')), m.job.firstNameRequired);
    });
    test('last name missing → "Last name is required"', async () => {
      await expect400(postMultipart(api.url, validJob({ fullName: 'Bilal ' })), m.job.lastNameRequired);
    });
    test('phone missing → "Phone number is required"', async () => {
      await expect400(postMultipart(api.url, without(validJob(), 'phone')), m.job.phoneRequired);
    });
    test('email missing → "Email is required"', async () => {
      await expect400(postMultipart(api.url, validJob({ email: '' })), m.job.emailRequired);
    });
    for (const email of ['bilal', 'bilal@example', 'bi lal@example.com']) {
      test(`email "${email}" → "${m.job.emailInvalid}"`, async () => {
        await expect400(postMultipart(api.url, validJob({ email })), m.job.emailInvalid);
      });
    }
  });

  describe('internship application (multipart)', () => {
    const required: Array<[string, string]> = [
      ['fullName', m.internship.fullNameRequired],
      ['email', m.internship.emailRequired],
      ['phone', m.internship.phoneRequired],
      ['address', m.internship.addressRequired],
      ['education', m.internship.educationRequired],
      ['speciality', m.internship.specialityRequired],
      ['experience', m.internship.experienceRequired],
      ['interest', m.internship.interestRequired],
    ];
    for (const [field, message] of required) {
      test(`${field} missing → "${message}"`, async () => {
        await expect400(postMultipart(api.url, without(validInternship(), field)), message);
      });
    }
    test(`bad email → "${m.internship.emailInvalid}"`, async () => {
      await expect400(postMultipart(api.url, validInternship({ email: 'sana@' })), m.internship.emailInvalid);
    });
    for (const phone of ['12345', '0400-1234567', '+9230012345678', '03001234567x', '+44 300 1234567']) {
      test(`phone "${phone}" → "${m.internship.phoneInvalid}"`, async () => {
        await expect400(postMultipart(api.url, validInternship({ phone })), m.internship.phoneInvalid);
      });
    }
    for (const phone of ['03001234567', '0300-1234567', '+923001234567', '923001234567', '3001234567']) {
      test(`phone "${phone}" is a Pakistani mobile number`, async () => {
        const answer = await postMultipart(api.url, validInternship({ phone }));
        assert.equal(answer.status, 200, answer.text);
      });
    }
  });

  describe('subject', () => {
    test('unknown subject → 400', async () => {
      await expect400(postJson(api.url, validContact({ subject: 'Hello' })), 'Unknown subject');
    });
    test('missing subject → 400', async () => {
      const body = validContact();
      delete body.subject;
      await expect400(postJson(api.url, body), 'Subject is required');
    });
    test('an empty or null subject → "Subject is required"; one that is not text → "Unknown subject"', async () => {
      await expect400(postJson(api.url, validContact({ subject: '' })), 'Subject is required');
      await expect400(postJson(api.url, validContact({ subject: null })), 'Subject is required');
      await expect400(postJson(api.url, validContact({ subject: 42 })), 'Unknown subject');
    });
    test('spaces around the subject are ignored', async () => {
      const answer = await postJson(api.url, validContact({ subject: '  Query Message ' }));
      assert.equal(answer.status, 200, answer.text);
    });
    test('a body that is not an object → 400', async () => {
      await expect400(postJson(api.url, ['Query Message']), 'Request body must be a JSON object');
    });
  });

  describe('remote resources (EmailJS-compatible, text answers)', () => {
    const remote = (params: Record<string, unknown>) =>
      postJson(api.url, validEmailjs(params), { path: apiPaths.emailjsSend });
    const required: Array<[string, string]> = [
      ['name', m.remoteResource.nameRequired],
      ['email', m.remoteResource.emailRequired],
      ['companyName', m.remoteResource.companyNameRequired],
      ['phoneNumber', m.remoteResource.phoneNumberRequired],
      ['projectDescription', m.remoteResource.projectDescriptionRequired],
      ['startDate', m.remoteResource.startDateRequired],
      ['requiredExpertise', m.remoteResource.requiredExpertiseRequired],
    ];
    for (const [field, message] of required) {
      test(`${field} missing → 400 "${message}"`, async () => {
        const params = validRemoteParams();
        delete params[field];
        const answer = await remote(params);
        assert.equal(answer.status, 400);
        assert.equal(answer.text, message);
        assert.match(answer.headers.get('content-type') ?? '', /^text\/plain/);
      });
    }
    test('bad email → 400', async () => {
      const answer = await remote(validRemoteParams({ email: 'omar at example' }));
      assert.equal(answer.status, 400);
      assert.equal(answer.text, m.remoteResource.emailInvalid);
    });
    test('additional requirements are optional', async () => {
      const params = validRemoteParams();
      delete params.additionalRequirements;
      const answer = await remote(params);
      assert.equal(answer.status, 200);
      assert.equal(answer.text, 'OK');
    });
  });
});
