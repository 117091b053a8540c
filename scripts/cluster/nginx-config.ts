import path from 'node:path';
import { INSTANCE_NAMES, instancePort, NGINX_PORT } from './layout';

/** The production ports of deploy/nginx.conf, in its upstream's order. */
const PRODUCTION_PORTS = [3001, 3002, 3003];

/**
 * deploy/nginx.conf as shipped, inside a main configuration of its own: loopback ports for nginx and the
 * instances, and the cache, temp files, logs and pid under `dir`. Nothing else of the shipped file changes.
 */
export function nginxConfig(shipped: string, dir: string): string {
  let site = shipped.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${NGINX_PORT};`).replaceAll('/var/cache/nginx/cloud-portal', path.join(dir, 'cache'));
  PRODUCTION_PORTS.forEach((port, at) => {
    const name = INSTANCE_NAMES[at];
    if (!name) throw new Error(`deploy/nginx.conf names more instances than the cluster has`);
    site = site.replace(`server 127.0.0.1:${port} `, `server 127.0.0.1:${instancePort(name)} `);
  });
  if (!site.includes(`listen 127.0.0.1:${NGINX_PORT};`) || PRODUCTION_PORTS.some((port) => site.includes(`127.0.0.1:${port} `))) {
    throw new Error('deploy/nginx.conf no longer has the listen line and upstream servers the cluster rewrites');
  }
  const temp = (name: string) => path.join(dir, 'temp', name);
  // Room for the flood test's thousands of slow connections (nginx counts none of them per address before their headers).
  return `worker_processes 2;
worker_rlimit_nofile 20000;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 8192; }
http {
  log_format upstreams '$status $request_method $request_uri upstream=$upstream_addr upstream_status=$upstream_status cache=$upstream_cache_status';
  access_log ${path.join(dir, 'access.log')} upstreams;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${site}
}
`;
}
