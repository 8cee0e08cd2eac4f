/**
 * Content-Security-Policy of every app server's pages (the shell's; a remote's, should it serve
 * one): scripts, styles, fonts and images only from the site itself and the remotes named in
 * site-config.json; data only to the API (and EmailJS origin); frames only the map and chat widget. The dev-override origins (and their HMR websockets) are added only when the
 * deploy enables overrides (`devOverridesEnabled`, env DEV_OVERRIDES=on) — never under `npm start`.
 * Scripts never get 'unsafe-inline' or 'unsafe-eval'; inline styles (emotion) need no script permission.
 * @param {import('../../packages/contracts/src/config').SiteConfig} config
 */
export function siteCsp(config) {
  const origin = (url) => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };
  // A canary release is code of the site too: its origin may differ from its stable release's.
  const manifests = [...Object.values(config.remotes), ...(config.canary ? [config.canary.url] : [])];
  const remoteOrigins = manifests.map(origin).filter(Boolean);
  const overrideOrigins = config.devOverridesEnabled
    ? config.devOverrideOrigins.map((o) => (new URL(o).port ? origin(o) : `${origin(o)}:*`))
    : [];
  // A developer's remote dev server also talks HMR over a websocket on the same origin.
  // Stryker disable next-line Regex: every override origin is a schema-checked http(s) URL, so "http" only ever occurs at its start
  const overrideSockets = overrideOrigins.map((o) => o.replace(/^http/, 'ws'));
  const code = [...new Set([...remoteOrigins, ...overrideOrigins])];
  const chat = config.chatWidgetUrl ? [origin(config.chatWidgetUrl)] : [];
  const api = [origin(config.api.baseUrl), origin(config.emailjs.origin)].filter(Boolean);
  // Forms post (without scripts) only to the site's own API; its 303 answer lands on the site's
  // sent page, and browsers check a form's redirects against form-action too: hence 'self'.
  const formTargets = [origin(config.api.baseUrl)].filter(Boolean);
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...code, ...chat],
      styleSrc: ["'self'", "'unsafe-inline'", ...code],
      fontSrc: ["'self'", 'data:', ...code],
      imgSrc: ["'self'", 'data:', ...code, ...chat],
      connectSrc: ["'self'", ...code, ...overrideSockets, ...new Set(api), ...chat],
      frameSrc: ['https://www.google.com', 'https://maps.google.com', ...chat],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...formTargets],
      upgradeInsecureRequests: null,
    },
  };
}

/** Helmet options shared by every app server. */
export function helmetOptions(csp) {
  return {
    contentSecurityPolicy: csp ?? false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Stryker disable next-line ObjectLiteral: helmet's default HSTS is the same one year with subdomains; written out so the policy reads here
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    permittedCrossDomainPolicies: false,
  };
}

export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
