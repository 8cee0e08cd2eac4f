import { testConfig } from '../test/renderWithConfig';
import { emailjsIsOwnApi, emailjsSendUrl, sendEmailUrl } from './endpoints';

describe('endpoints from the runtime config', () => {
  it('builds both call addresses', () => {
    expect(sendEmailUrl({ ...testConfig, api: { baseUrl: 'https://api.codecrush.tech/' } })).toBe(
      'https://api.codecrush.tech/jobs/emails/send',
    );
    expect(emailjsSendUrl(testConfig)).toBe('http://api.test/api/v1.0/email/send');
  });

  it('sends the idempotency key to EmailJS only when EmailJS is our own API', () => {
    expect(emailjsIsOwnApi(testConfig)).toBe(true);
    expect(
      emailjsIsOwnApi({ ...testConfig, emailjs: { ...testConfig.emailjs, origin: 'https://api.emailjs.com' } }),
    ).toBe(false);
  });
});
