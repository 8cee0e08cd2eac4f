import { testConfig } from '../test/renderWithConfig';
import { emailjsIsOwnApi, emailjsSendUrl, nativeFormUrl, sendEmailUrl } from './endpoints';

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

  it('compares origins only: an API under a path on the same host is still our own', () => {
    const config = { ...testConfig, api: { baseUrl: 'https://api.codecrush.tech/v1/' } };
    expect(emailjsIsOwnApi({ ...config, emailjs: { ...config.emailjs, origin: 'https://api.codecrush.tech' } })).toBe(
      true,
    );
    expect(emailjsIsOwnApi({ ...config, emailjs: { ...config.emailjs, origin: 'http://api.codecrush.tech' } })).toBe(
      false,
    );
  });

  it('never takes an EmailJS origin that is not an address for our own API, even beside a broken API address', () => {
    const broken = { ...testConfig.emailjs, origin: 'api.test' };
    expect(emailjsIsOwnApi({ ...testConfig, emailjs: broken })).toBe(false);
    expect(emailjsIsOwnApi({ ...testConfig, api: { baseUrl: 'not an address' }, emailjs: broken })).toBe(false);
  });

  it('posts a form without script to the site API, one path per form', () => {
    expect(nativeFormUrl(testConfig, 'contact-page')).toBe('http://api.test/forms/contact-page');
    expect(nativeFormUrl(testConfig, 'internship')).toBe('http://api.test/forms/internship');
  });
});
