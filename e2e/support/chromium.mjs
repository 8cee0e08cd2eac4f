/** Debian's Chromium (Playwright's own browser download is not reachable here). */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell), what Playwright
 * itself runs for headless Chromium: the same Blink and V8 without the full browser around them. The
 * e2e and the size check's browser sample run on it: a new context opens in a third of the time and
 * a page loads in about half (docs/testing.md). Lighthouse and the timing scripts keep the full
 * browser a visitor runs.
 */
export const headlessShellExecutable = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumArgs };

/** The headless shell with the same arguments: for checks of what a page requests or renders, not of its timings. */
export const headlessShellLaunchOptions = { executablePath: headlessShellExecutable, args: chromiumArgs };
