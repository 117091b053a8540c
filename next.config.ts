import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { isDevelopment, readBuildEnv, readEnv } from './renderer/data/config/env';
import { apiSecurityHeaders, pageSecurityHeaders } from './renderer/server/security/security-headers';

const env = readEnv();
const build = readBuildEnv();
const headerList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

const handlerPath = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * With REDIS_URL, every instance shares one page and data cache (cache/cache-handler.mjs), and none keeps a copy in
 * memory that another instance's webhook could not reach; without it, Next's cache on disk (cache/file-cache-handler.mjs).
 * Neither stores not-found pages. `next start` reads this at start; the standalone output keeps what it was at
 * build, so a standalone build for Redis is built with REDIS_URL set.
 */
const sharedCache: Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> = env.REDIS_URL
  ? { cacheHandler: handlerPath('./cache/cache-handler.mjs'), cacheMaxMemorySize: 0 }
  : { cacheHandler: handlerPath('./cache/file-cache-handler.mjs') };

const nextConfig: NextConfig = {
  ...sharedCache,
  output: build.NEXT_OUTPUT,
  distDir: build.NEXT_DIST_DIR,
  poweredByHeader: false,
  // The proxy then sees the address the server was asked on (`http://127.0.0.1:3100/...` when bound to loopback)
  // and its rewrites keep that origin, so Next serves them in-process whatever the bind address.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  typedRoutes: false,
  // Types are checked once, by `npm run typecheck` (route types from `next typegen`, then tsc over the same tree).
  typescript: { ignoreBuildErrors: true },
  // The embedded CMS reads its fonts (captcha, PDF export) and content by path at run time: the standalone output carries them.
  outputFileTracingIncludes: { '/**/*': ['./cms/assets/**/*', './fixtures/**/*'] },
  // pdfkit loads its built-in fonts at run time by path; bundling would break that.
  serverExternalPackages: ['pdfkit', 'fontkit'],
  images: {
    // Exact https hosts only. dangerouslyAllowLocalIP and dangerouslyAllowSVG stay off: an allowed name that
    // resolves to a private address is refused, and SVG (which can carry script) is never served from here.
    remotePatterns: env.IMAGE_HOSTS.map((hostname) => ({ protocol: 'https', hostname, port: '', pathname: '/**' })),
    // Site images live under public/images; without this the optimiser fetches any path of ours, API routes too.
    localPatterns: [{ pathname: '/images/**' }],
  },
  // Every response; a later rule wins for the same header. The proxy sets the page headers again from the run-time environment.
  headers: async () => [
    { source: '/:path*', headers: headerList(pageSecurityHeaders(env, { development: isDevelopment() })) },
    { source: '/api/:path*', headers: headerList(apiSecurityHeaders(env)) },
  ],
  // forbidden(): the 403 page for CMS answers 403 and 33924001 on the server (docs/decisions.md, "Errors").
  experimental: { authInterrupts: true },
};

export default nextConfig;
