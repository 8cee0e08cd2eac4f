import { htmlPatterns, validationPatterns } from './patterns';

describe('htmlPatterns', () => {
  const samples = [
    'ali@example.com',
    'a@b',
    'a@b.c',
    'ali.khan+x@mail.example.pk',
    'ali@example.comm',
    'ali@example.technology',
    'a-b@c-d.io',
    'ali @example.com',
    '03001234567',
    '0300-1234567',
    '+923001234567',
    '923001234567',
    '3001234567',
    '0400-1234567',
    '0300 1234567',
    '12345',
    '',
  ];
  it.each(Object.entries(htmlPatterns))(
    '%s accepts exactly what the shared rule accepts, as the browser compiles it',
    (name, pattern) => {
      const browser = new RegExp(`^(?:${pattern})$`, 'v');
      const shared = validationPatterns[name as keyof typeof htmlPatterns];
      for (const sample of samples) expect([sample, browser.test(sample)]).toEqual([sample, shared.test(sample)]);
    },
  );
});
