import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from '@/renderer/data/config/env';
import { apiSecurityHeaders, pageSecurityHeaders } from '@/renderer/server/security/security-headers';

async function loadConfig(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import('@/next.config')).default;
}

afterEach(() => vi.unstubAllEnvs());

describe('next.config.ts', () => {
  it('lets /_next/image fetch exactly the IMAGE_HOSTS over https, never private addresses or SVG', async () => {
    const config = await loadConfig({ IMAGE_HOSTS: 'img.edgecloud.example, CDN.Example.com' });
    expect(config.images?.remotePatterns).toEqual([
      { protocol: 'https', hostname: 'img.edgecloud.example', port: '', pathname: '/**' },
      { protocol: 'https', hostname: 'cdn.example.com', port: '', pathname: '/**' },
    ]);
    expect(config.images?.domains).toBeUndefined();
    expect(config.images?.dangerouslyAllowLocalIP).not.toBe(true);
    expect(config.images?.dangerouslyAllowSVG).not.toBe(true);
  });

  it('lets /_next/image fetch site images under /images only, never an API route such as the captcha', async () => {
    const { localPatterns } = (await loadConfig({ IMAGE_HOSTS: '' })).images ?? {};
    expect(hasLocalMatch(localPatterns, '/images/hero/edge.png')).toBe(true);
    expect(hasLocalMatch(localPatterns, '/images/news/a.jpg?v=2')).toBe(true);
    for (const path of [
      '/api/portal/v1/picture-code',
      '/api/portal/v1/picture-code?pictureType=us',
      '/api/user',
      '/images/../api/portal/v1/picture-code',
      '/',
    ]) {
      expect(hasLocalMatch(localPatterns, path), path).toBe(false);
    }
  });

  it('allows no remote image host by default', async () => {
    expect((await loadConfig({ IMAGE_HOSTS: '' })).images?.remotePatterns).toEqual([]);
  });

  it('sends the page headers with every response, and the stricter API headers after them on /api', async () => {
    const config = await loadConfig({ IMAGE_HOSTS: '' });
    const rules = (await config.headers?.()) ?? [];
    const asObject = (index: number) => Object.fromEntries(rules[index]?.headers.map(({ key, value }) => [key, value]) ?? []);
    expect(rules.map((rule) => rule.source)).toEqual(['/:path*', '/api/:path*']);
    expect(asObject(0)).toEqual(pageSecurityHeaders(readEnv()));
    expect(asObject(1)).toEqual(apiSecurityHeaders(readEnv()));
  });
});

describe('IMAGE_HOSTS', () => {
  it.each(['*.example.com', 'https://img.example.com', 'img.example.com:8443', 'img.example.com/path', '10.0.0.1', '[::1]', 'a..b'])('refuses %s', (host) => {
    vi.stubEnv('IMAGE_HOSTS', host);
    expect(() => readEnv()).toThrow(/IMAGE_HOSTS/);
  });
});
