import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type Started } from './processes';

/** Next compresses responses with the `compression` package at zlib's default level, 6. */
export const NEXT_GZIP_LEVEL = 6;

const nginxBinary = () => (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** How the file server runs: its worker processes, gzip level, and whether it writes an access log. */
export type NginxSettings = { workers: number; gzipLevel: number; accessLog: boolean };

/** One worker and Next's gzip level: the static floor beside one `next start`. */
const BENCH_NGINX: NginxSettings = { workers: 1, gzipLevel: NEXT_GZIP_LEVEL, accessLog: false };

function config(dir: string, port: number, { workers, gzipLevel, accessLog }: NginxSettings): string {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return `daemon off;
master_process on;
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${accessLog ? path.join(dir, 'access.log') : 'off'};
  types { text/html html; application/javascript js; }
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  gzip on;
  gzip_comp_level ${gzipLevel};
  gzip_min_length 1000;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, 'html')};
    location / { try_files $uri =404; }
  }
}
`;
}

/**
 * nginx in the foreground serving `files` (path under the web root to HTML) from a temporary folder:
 * the physical limit for those pages on this machine. By default one worker with gzip at Next's level.
 */
export async function startNginx(port: number, files: ReadonlyMap<string, string>, logFile: string, settings = BENCH_NGINX): Promise<Started> {
  execFileSync('sh', [path.join('scripts', 'ensure-apt-package.sh'), 'nginx', 'nginx'], { stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  // nginx's workers run as an unprivileged user when started as root: they must be able to read the files.
  fs.chmodSync(dir, 0o755);
  for (const [file, html] of files) {
    const target = path.join(dir, 'html', file);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    fs.writeFileSync(target, html, { mode: 0o644 });
  }
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config(dir, port, settings));
  const server = await startServer({
    name: 'nginx',
    command: nginxBinary(),
    args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    address: '127.0.0.1',
    port,
    readyPath: '/',
    logFile,
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
