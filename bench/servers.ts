import path from 'node:path';
import { BASELINE_DIR, SITE_DIST_DIR } from './builds';
import { startServer, type Started } from './processes';

const nextBin = path.join(process.cwd(), 'node_modules', '.bin', 'next');

/**
 * Next binds to `localhost` rather than 127.0.0.1: the proxy's rewrites are internal only when
 * their origin is the server's own hostname, anything else Next proxies over HTTP to itself.
 */
const NEXT_ADDRESS = 'localhost';

/** The site from its bench build, on the embedded CMS, with the chat widget loaded from `chatOrigin`. */
export function startSite(port: number, chatOrigin: string, outDir: string, env: Record<string, string> = {}): Promise<Started> {
  return startServer({
    name: 'site',
    command: nextBin,
    args: ['start', '-H', NEXT_ADDRESS, '-p', String(port)],
    address: NEXT_ADDRESS,
    port,
    readyPath: '/robots.txt',
    logFile: path.join(outDir, 'site.log'),
    env: {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: SITE_DIST_DIR,
      SITE_URL_PORT: String(port),
      CHAT_ORIGIN: chatOrigin,
      CMS_DATABASE_PATH: path.join(outDir, 'leads.sqlite'),
      // The preview load enters preview with the development token, which a production build takes only when named.
      CMS_PREVIEW_TOKENS: 'dev-preview-token',
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
}

/**
 * The bare Next.js app of bench/baseline-next: `/` prerendered, `/dynamic` rendered per request, and the
 * site's pages' markup from the trees the bench writes to `markupDir`.
 */
export function startBaseline(port: number, outDir: string, markupDir: string): Promise<Started> {
  return startServer({
    name: 'bare Next.js',
    command: nextBin,
    args: ['start', BASELINE_DIR, '-H', NEXT_ADDRESS, '-p', String(port)],
    address: NEXT_ADDRESS,
    port,
    readyPath: '/',
    logFile: path.join(outDir, 'baseline-next.log'),
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', BENCH_MARKUP_DIR: markupDir },
  });
}
