import path from 'node:path';

/**
 * TLS mode, read here only: `TLS_CERT_FILE` and `TLS_KEY_FILE` (PEM) switch every server of the
 * composition (the static servers, the API, nginx) to HTTPS and its local URLs to https. Both as
 * absolute paths, or undefined when neither is set; one without the other is refused.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {{ certFile: string, keyFile: string } | undefined}
 */
export function tlsFilesOf(env = process.env) {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS needs both TLS_CERT_FILE and TLS_KEY_FILE');
  return { certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
}
