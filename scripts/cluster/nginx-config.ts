import path from 'node:path';
import { INSTANCE_NAMES, instancePort, NGINX_PORT, NGINX_REDIRECT_PORT, NGINX_TLS_PORT } from './layout';

/** The production ports of deploy/nginx.conf's upstream, in its order. */
const PRODUCTION_PORTS = [3001, 3002, 3003];

/** Where nginx listens: the TLS server over plain HTTP and over TLS, the port-80 server, and the instances. */
export type NginxPorts = { site: number; tls: number; redirect: number; instances: readonly number[] };
export const CLUSTER_NGINX_PORTS: NginxPorts = {
  site: NGINX_PORT,
  tls: NGINX_TLS_PORT,
  redirect: NGINX_REDIRECT_PORT,
  instances: INSTANCE_NAMES.map(instancePort),
};

/** The files and folders deploy/nginx.conf names, under `dir` instead. */
export const nginxPaths = (dir: string) => ({
  cache: path.join(dir, 'cache'),
  acme: path.join(dir, 'acme'),
  certificate: path.join(dir, 'tls', 'fullchain.pem'),
  certificateKey: path.join(dir, 'tls', 'privkey.pem'),
});

/** `pattern` replaced where it occurs: the shipped file must still have it, or the cluster would test something else. */
function replacing(text: string, pattern: string | RegExp, replacement: string): string {
  const found = typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
  if (!found) throw new Error(`deploy/nginx.conf no longer has ${String(pattern)}, which the cluster rewrites`);
  return typeof pattern === 'string' ? text.replaceAll(pattern, replacement) : text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf as shipped with loopback ports and the paths under `dir`, nothing else changed. The TLS
 * server also listens on a plain-HTTP port, so the tests ask it what visitors ask over TLS without a TLS client.
 */
export function nginxSite(shipped: string, dir: string, ports: NginxPorts = CLUSTER_NGINX_PORTS): string {
  const paths = nginxPaths(dir);
  let site = replacing(shipped, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${ports.redirect};`);
  site = replacing(site, /^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${ports.tls} ssl http2;\n$1listen 127.0.0.1:${ports.site};`);
  site = replacing(site, '/etc/ssl/cloud-portal/fullchain.pem;', `${paths.certificate};`);
  site = replacing(site, '/etc/ssl/cloud-portal/privkey.pem;', `${paths.certificateKey};`);
  site = replacing(site, 'root /var/www/acme;', `root ${paths.acme};`);
  site = replacing(site, '/var/cache/nginx/cloud-portal ', `${paths.cache} `);
  if (PRODUCTION_PORTS.length !== ports.instances.length) throw new Error('deploy/nginx.conf names another number of instances than the cluster runs');
  PRODUCTION_PORTS.forEach((port, at) => {
    site = replacing(site, `server 127.0.0.1:${port} `, `server 127.0.0.1:${ports.instances[at]} `);
  });
  return site;
}

/** nginx's worker processes around the site: one per core of the two-core machines it is tested on. */
export const CLUSTER_NGINX_WORKERS = 2;

/** The site inside a main configuration of its own: pid, logs and temp files under `dir`. */
export function nginxConfig(shipped: string, dir: string, ports: NginxPorts = CLUSTER_NGINX_PORTS): string {
  const temp = (name: string) => path.join(dir, 'temp', name);
  // Room for the flood test's thousands of slow connections (nginx counts none of them per address before their headers).
  return `worker_processes ${CLUSTER_NGINX_WORKERS};
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
${nginxSite(shipped, dir, ports)}
}
`;
}
