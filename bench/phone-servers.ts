import fs from 'node:fs';
import path from 'node:path';
import { chatStubFiles } from './chat-stub';
import { freePort } from './free-port';
import { httpGet } from './http-get';
import { startNginx } from './nginx';
import { hostHeader, lighthousePages, SITE_HOSTS } from './pages';
import { BENCH_PORTS } from './ports';
import type { Started } from './processes';
import { startBaseline, startSite } from './servers';
import { warmUntilHit } from './warm-cache';

export type PhoneServers = { site: Started; baseline: Started; stop: () => Promise<void> };

/**
 * What the phone benches load: the site from its bench build (the chat widget from an empty script on a
 * bench nginx) and the bare Next.js app, every Lighthouse page warmed until Next serves it from its cache.
 */
export async function startPhoneServers(outDir: string): Promise<PhoneServers> {
  const servers: Started[] = [];
  const stop = async () => {
    for (const server of servers.reverse()) await server.stop();
  };
  const start = async (server: Promise<Started>) => {
    const started = await server;
    servers.push(started);
    return started;
  };
  try {
    const nginx = await start(startNginx(await freePort(BENCH_PORTS.nginx), new Map(chatStubFiles), path.join(outDir, 'nginx.log')));
    const site = await start(startSite(await freePort(BENCH_PORTS.site), `http://127.0.0.1:${nginx.port}`, outDir));
    const markupDir = path.join(outDir, 'markup');
    fs.mkdirSync(markupDir, { recursive: true });
    const baseline = await start(startBaseline(await freePort(BENCH_PORTS.baseline), outDir, markupDir));
    for (const host of SITE_HOSTS) {
      for (const page of lighthousePages(host.locale)) {
        const target = { address: site.address, port: site.port, host: hostHeader(host, site.port), path: page.path };
        if (page.name === 'search') await httpGet(target);
        else await warmUntilHit(target);
      }
    }
    await httpGet({ address: baseline.address, port: baseline.port, path: '/' });
    return { site, baseline, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
