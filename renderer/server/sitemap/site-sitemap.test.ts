import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { siteRobots } from '../../pipeline/seo/site-robots';
import { siteSitemap } from './site-sitemap';

const ZH = 'http://localhost:3100';
const EN = 'http://en.localhost:3100';

beforeEach(() => vi.stubEnv('SITE_URL_PORT', '3100'));
afterEach(() => vi.unstubAllEnvs());

warmEmbeddedCms();

describe('the sitemap and robots.txt from the embedded CMS', () => {
  it('lists menus, products, solutions, services, news and documents on both hosts', async () => {
    const urls = (await siteSitemap()).map((item) => item.url);
    for (const origin of [ZH, EN]) {
      expect(urls).toEqual(
        expect.arrayContaining([
          `${origin}/`,
          `${origin}/product/enterprise-cloud`,
          `${origin}/product/enterprise-storage/unified-storage`,
          `${origin}/solution/healthcare`,
          `${origin}/service/managed-operations/database-operations`,
          `${origin}/press/60101`,
          `${origin}/document/201/21101`,
          `${origin}/company`,
        ]),
      );
    }
    expect(urls).toContain(`${ZH}/product-updates/60201`);
    expect(urls).toContain(`${ZH}/service_agreement`);
    expect(urls).not.toContain(`${EN}/product-updates/60201`);
    expect(urls).not.toContain(`${EN}/service_agreement`);
    // edge-ai is a draft: it has no page for visitors.
    expect(urls.filter((url) => url.includes('edge-ai'))).toEqual([]);
    expect(urls.every((url) => url.startsWith(`${ZH}/`) || url.startsWith(`${EN}/`))).toBe(true);
    expect(urls).toHaveLength(new Set(urls).size);
  });

  it('names the sitemap of each configured host in robots.txt', async () => {
    const robots = await siteRobots();
    expect(robots.sitemap).toEqual([`${ZH}/sitemap.xml`, `${EN}/sitemap.xml`]);
    expect(robots.host).toBeUndefined();
    expect(robots.rules).toMatchObject({ allow: '/', disallow: expect.arrayContaining(['/api/', '/module-gallery', '/search?', '/error/']) });
  });

  it('shrinks instead of failing when the CMS cannot be reached', async () => {
    vi.stubEnv('PORTAL_API_URL', 'http://127.0.0.1:9');
    await expect(siteSitemap()).resolves.toEqual([]);
    await expect(siteRobots()).resolves.not.toHaveProperty('sitemap');
  });
});
