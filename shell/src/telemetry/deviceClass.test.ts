import { deviceClassOf } from './deviceClass';

describe('deviceClassOf', () => {
  it('is mobile below the desktop breakpoint (1024 px), desktop from it on', () => {
    expect(deviceClassOf(360)).toBe('mobile');
    expect(deviceClassOf(1023)).toBe('mobile');
    expect(deviceClassOf(1024)).toBe('desktop');
    expect(deviceClassOf(1920)).toBe('desktop');
  });
});
