/* Globals jsdom lacks: react-router needs TextEncoder; the Toaster and carousels need matchMedia. */
const util = require('node:util');

globalThis.TextEncoder = globalThis.TextEncoder ?? util.TextEncoder;
globalThis.TextDecoder = globalThis.TextDecoder ?? util.TextDecoder;
globalThis.__BUILD_ID__ = 'test';
if (typeof globalThis.window !== 'undefined' && !globalThis.window.matchMedia) {
  globalThis.window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
