import send from '@fastify/send';
import helmet from 'helmet';
import { helmetOptions, permissionsPolicy, siteCsp } from './securityHeaders.mjs';

/**
 * The security headers of every response of the site (CSP, HSTS, nosniff, frame denial, referrer,
 * permissions …) as name → value: exactly what the Node server's helmet writes, read from helmet
 * itself with the same options, so nginx or a CDN sends the very same values (nginxConfig.mjs).
 * @param {import('../../packages/contracts/src/config').SiteConfig} config
 * @returns {Record<string, string>}
 */
export function securityHeadersOf(config) {
  /** @type {Record<string, string>} */
  const headers = {};
  const response = {
    setHeader: (name, value) => {
      headers[name] = String(value);
    },
    // Stryker disable next-line BlockStatement: helmet only removes X-Powered-By, which this map never holds
    removeHeader: (name) => {
      delete headers[name];
    },
  };
  helmet(helmetOptions(siteCsp(config)))(/** @type {never} */ ({}), /** @type {never} */ (response), () => undefined);
  return { ...headers, 'Permissions-Policy': permissionsPolicy };
}

/** Public, credential-free remote assets may be loaded from any page (the shell's CSP decides). */
export const remoteCorsHeaders = { 'Access-Control-Allow-Origin': '*', Vary: 'Origin' };

/**
 * The Content-Type of a static file, as the Node server's static files answer it (the `mime` table
 * of @fastify/send; UTF-8 text types carry `charset=utf-8`). An extension the table does not know:
 * `application/octet-stream` (the site serves none).
 * @param {string} file
 */
export function contentTypeFor(file) {
  const type = send.mime.getType(file);
  if (!type) return 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}
