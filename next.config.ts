import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // pdfkit loads its built-in fonts at run time by path; bundling would break that.
  serverExternalPackages: ['pdfkit', 'fontkit'],
  // forbidden(): the 403 page for CMS answers 403 and 33924001 on the server (spec section 8).
  experimental: { authInterrupts: true },
};

export default nextConfig;
