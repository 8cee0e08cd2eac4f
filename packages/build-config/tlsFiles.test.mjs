import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { tlsFilesOf } from './tlsFiles.mjs';

test('TLS is off when neither file is named (empty or spaces count as unset)', () => {
  assert.equal(tlsFilesOf({}), undefined);
  assert.equal(tlsFilesOf({ TLS_CERT_FILE: ' ', TLS_KEY_FILE: '' }), undefined);
});

test('both files named: their absolute paths, trimmed', () => {
  assert.deepEqual(tlsFilesOf({ TLS_CERT_FILE: ' tls/cert.pem ', TLS_KEY_FILE: '/etc/key.pem' }), {
    certFile: path.resolve('tls/cert.pem'),
    keyFile: '/etc/key.pem',
  });
});

test('one without the other is refused, naming both variables', () => {
  for (const env of [{ TLS_CERT_FILE: 'cert.pem' }, { TLS_KEY_FILE: 'key.pem' }])
    assert.throws(() => tlsFilesOf(env), { message: 'TLS needs both TLS_CERT_FILE and TLS_KEY_FILE' });
});
