import fs from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { CLUSTER_DIR, NGINX_TLS_PORT } from '../../../scripts/cluster/layout';
import { nginxPaths } from '../../../scripts/cluster/nginx-config';

export type TlsAnswer = { status: number; headers: http2.IncomingHttpHeaders; text: string; protocol: string | undefined };

/** One GET over HTTP/2 to nginx's TLS port, trusting only the cluster's throwaway certificate. */
export function getOverTls(pathname: string, authority: string, port = NGINX_TLS_PORT, dir = path.join(CLUSTER_DIR, 'nginx')): Promise<TlsAnswer> {
  const ca = fs.readFileSync(nginxPaths(dir).certificate);
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${port}`, { ca, servername: 'localhost' });
    session.on('error', reject);
    const request = session.request({ ':path': pathname, ':authority': authority });
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    request.on('response', (received) => (headers = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', reject);
    request.on('end', () => {
      resolve({ status: Number(headers[':status']), headers, text: Buffer.concat(chunks).toString('utf8'), protocol: session.alpnProtocol });
      session.close();
    });
    request.setTimeout(30_000, () => request.close(http2.constants.NGHTTP2_CANCEL));
    request.end();
  });
}
