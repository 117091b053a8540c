import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig, nginxPaths, nginxSite, type NginxPorts } from './nginx-config';
import { writeThrowawayCertificate } from './throwaway-certificate';

const SHIPPED = fs.readFileSync(path.join('deploy', 'nginx.conf'), 'utf8');
const DIR = '/tmp/cluster-nginx';
const PORTS: NginxPorts = { site: 4950, tls: 4951, redirect: 4952, instances: [4901, 4902, 4903] };
const NGINX = '/usr/sbin/nginx';

/** A port (with its loopback address) on a listen or upstream line, and any absolute path, as placeholders. */
const withoutPortsAndPaths = (line: string): string =>
  (/^\s*(listen|server) /.test(line) ? line.replace(/(127\.0\.0\.1:)?\d+(?=[ ;])/, '<port>') : line).replace(/\/[\w./-]+/g, '<path>');

describe('the cluster’s nginx configuration', () => {
  it('is deploy/nginx.conf with only ports and paths changed, and one plain-HTTP port on the TLS server', () => {
    const shipped = SHIPPED.split('\n');
    const derived = nginxSite(SHIPPED, DIR, PORTS).split('\n');
    const tlsListen = derived.findIndex((line) => line.includes('ssl http2;'));
    expect(derived[tlsListen]?.trim()).toBe(`listen 127.0.0.1:${PORTS.tls} ssl http2;`);
    expect(derived[tlsListen + 1]?.trim()).toBe(`listen 127.0.0.1:${PORTS.site};`);
    derived.splice(tlsListen + 1, 1);

    expect(derived).toHaveLength(shipped.length);
    const changed = shipped.flatMap((line, at) => (line === derived[at] ? [] : [[line, derived[at] ?? '']]));
    for (const [before, after] of changed) expect(withoutPortsAndPaths(after ?? ''), before).toBe(withoutPortsAndPaths(before ?? ''));
    expect(changed.map(([, after]) => after?.trim())).toEqual([
      `server 127.0.0.1:${PORTS.instances[0]} max_fails=1 fail_timeout=5s;`,
      `server 127.0.0.1:${PORTS.instances[1]} max_fails=1 fail_timeout=5s;`,
      `server 127.0.0.1:${PORTS.instances[2]} max_fails=1 fail_timeout=5s;`,
      `proxy_cache_path ${DIR}/cache levels=1:2 keys_zone=cloud_portal:10m max_size=256m inactive=10m use_temp_path=off;`,
      `listen 127.0.0.1:${PORTS.redirect};`,
      `root ${DIR}/acme;`,
      `listen 127.0.0.1:${PORTS.tls} ssl http2;`,
      `ssl_certificate ${DIR}/tls/fullchain.pem;`,
      `ssl_certificate_key ${DIR}/tls/privkey.pem;`,
    ]);
  });

  it('refuses a shipped file that lost a line it rewrites, rather than test something else', () => {
    expect(() => nginxSite(SHIPPED.replace('listen 443 ssl http2;', 'listen 443;'), DIR, PORTS)).toThrow(/listen 443 ssl http2/);
    expect(() => nginxSite(SHIPPED.replace('server 127.0.0.1:3002 ', 'server 127.0.0.1:3004 '), DIR, PORTS)).toThrow(/3002/);
  });

  it('leaves HSTS to the site: nginx adds no Strict-Transport-Security of its own', () => {
    expect(SHIPPED).not.toMatch(/add_header\s+Strict-Transport-Security/i);
  });

  it.skipIf(!fs.existsSync(NGINX))(
    'passes `nginx -t` with a throwaway certificate',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-'));
      try {
        for (const folder of ['cache', 'temp', 'acme']) fs.mkdirSync(path.join(dir, folder));
        const { certificate, certificateKey } = nginxPaths(dir);
        writeThrowawayCertificate(certificate, certificateKey);
        const file = path.join(dir, 'nginx.conf');
        fs.writeFileSync(file, nginxConfig(SHIPPED, dir, PORTS));
        const said = execFileSync(NGINX, ['-t', '-q', '-c', file, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: 'pipe' });
        expect(said.toString()).toBe('');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    20_000,
  );
});
