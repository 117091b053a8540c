import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A self-signed certificate for the cluster's TLS port (localhost and en.localhost, two days), made with openssl. */
export function writeThrowawayCertificate(certificate: string, key: string): void {
  fs.mkdirSync(path.dirname(certificate), { recursive: true });
  fs.mkdirSync(path.dirname(key), { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:en.localhost',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'pipe' },
  );
}
