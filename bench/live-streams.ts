import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CHANGE_EVENTS_PATH } from '../renderer/data/preview/live/stream-address';
import { pidListeningOn, rssBytes } from '../tests/e2e/support/process-memory';
import { buildSite, SITE_DIST_DIR } from './builds';
import { freePort } from './free-port';
import { runLoad, type LoadFigures } from './load';
import { hostHeader, SITE_HOSTS } from './pages';
import { previewCookie } from './preview-cookie';
import { startSite } from './servers';

/**
 * `npm run bench:live`: what open live-preview streams cost the visitors of the same instance. Cached-page
 * throughput and the server's resident memory with no stream, then with STREAMS open previewers' streams,
 * alternating twice so a drift of the machine shows; figures are ratios within this run.
 */
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const PAGE = '/product/enterprise-cloud';
const outDir = path.join(process.cwd(), 'bench', 'out');
fs.mkdirSync(outDir, { recursive: true });

if (!fs.existsSync(path.join(SITE_DIST_DIR, 'BUILD_ID')) || !process.argv.includes('--no-build')) buildSite(path.join(outDir, 'build-site.log'));

const port = await freePort(3210);
const site = await startSite(port, 'http://127.0.0.1:9', outDir, { LIVE_PREVIEW_STREAMS_PER_ADDRESS: String(STREAMS * 2) });
const host = hostHeader(SITE_HOSTS[0], port);

/** Opens `count` streams with the previewer's cookie; each resolves once its status line is in. */
async function openStreams(count: number, cookie: string): Promise<http.ClientRequest[]> {
  const opened: http.ClientRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    opened.push(
      await new Promise<http.ClientRequest>((resolve, reject) => {
        const request = http.get({ host: site.address, port, path: CHANGE_EVENTS_PATH, headers: { host, cookie } }, (response) => {
          if (response.statusCode !== 200) reject(new Error(`stream ${index} answered ${response.statusCode}`));
          response.resume();
          resolve(request);
        });
        request.on('error', reject);
      }),
    );
  }
  return opened;
}

type Round = { streams: number; load: LoadFigures; rssMb: number };

try {
  const cookie = await previewCookie(site.address, port, host);
  const pid = pidListeningOn(port);
  await runLoad({ address: site.address, port, path: PAGE, headers: { host } });
  const rounds: Round[] = [];
  for (const streams of [0, STREAMS, 0, STREAMS]) {
    const open = await openStreams(streams, cookie);
    const load = await runLoad({ address: site.address, port, path: PAGE, headers: { host } });
    rounds.push({ streams, load, rssMb: Math.round(rssBytes(pid) / 1024 / 1024) });
    for (const request of open) request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const mean = (streams: number, pick: (round: Round) => number) => {
    const picked = rounds.filter((round) => round.streams === streams).map(pick);
    return picked.reduce((sum, value) => sum + value, 0) / picked.length;
  };
  const figures = {
    measuredAt: new Date().toISOString(),
    page: PAGE,
    streams: STREAMS,
    rounds,
    throughputRatio: Number((mean(STREAMS, (round) => round.load.reqPerSec) / mean(0, (round) => round.load.reqPerSec)).toFixed(3)),
    rssRatio: Number((mean(STREAMS, (round) => round.rssMb) / mean(0, (round) => round.rssMb)).toFixed(3)),
  };
  fs.writeFileSync(path.join(outDir, 'live-streams.json'), `${JSON.stringify(figures, null, 2)}\n`);
  console.table(rounds.map(({ streams, load, rssMb }) => ({ streams, reqPerSec: load.reqPerSec, p99Ms: load.p99Ms, errors: load.errors, rssMb })));
  console.log(`${STREAMS} open streams: cached-page throughput ${figures.throughputRatio}x, server memory ${figures.rssRatio}x of none (target: within 10 %)`);
} finally {
  await site.stop();
}
