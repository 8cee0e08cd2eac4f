import { apiUrl, nativeFormPath } from './api';

describe('apiUrl', () => {
  it('joins the base URL and the path with one slash', () => {
    expect(apiUrl('http://localhost:3100', '/jobs/emails/send')).toBe('http://localhost:3100/jobs/emails/send');
    expect(apiUrl('https://api.codecrush.tech/', '/jobs/emails/send')).toBe(
      'https://api.codecrush.tech/jobs/emails/send',
    );
  });

  it("keeps the base URL's path prefix (the API under /api on one origin)", () => {
    expect(apiUrl('https://codecrush.tech/api', '/health/v1/beacons')).toBe(
      'https://codecrush.tech/api/health/v1/beacons',
    );
    expect(apiUrl('https://codecrush.tech/api/', '/forms/job')).toBe('https://codecrush.tech/api/forms/job');
  });

  it('drops every trailing slash of the base URL, not only the last', () => {
    expect(apiUrl('https://api.codecrush.tech//', '/healthz')).toBe('https://api.codecrush.tech/healthz');
    expect(apiUrl('https://codecrush.tech/api///', '/forms/job')).toBe('https://codecrush.tech/api/forms/job');
  });
});

describe('nativeFormPath', () => {
  it('posts each form without scripts to its own route under /forms', () => {
    expect(nativeFormPath('job')).toBe('/forms/job');
    expect(apiUrl('https://codecrush.tech/api', nativeFormPath('remote-resources'))).toBe(
      'https://codecrush.tech/api/forms/remote-resources',
    );
  });
});
