import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A self-signed certificate for 127.0.0.1 (P-256, one day), made by openssl in `dir`. */
export const selfSignedCert = async (dir: string): Promise<{ cert: Buffer; key: Buffer }> => {
  const [certFile, keyFile] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=127.0.0.1', '-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'ignore' },
  );
  return { cert: await readFile(certFile), key: await readFile(keyFile) };
};
