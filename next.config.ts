import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The benchmark builds into its own folder so it never replaces the e2e build in .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // pdfkit loads its built-in fonts at run time by path; bundling would break that.
  serverExternalPackages: ['pdfkit', 'fontkit'],
  // forbidden(): the 403 page for CMS answers 403 and 33924001 on the server (spec section 8).
  experimental: { authInterrupts: true },
};

export default nextConfig;
