import type { NextConfig } from 'next';

// Its own (empty) configuration: without one, Next would find and use the site's next.config.ts above.
const nextConfig: NextConfig = {};

export default nextConfig;
