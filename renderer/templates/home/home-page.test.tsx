import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/schemas/locale';
import { cmsTestContext, dataOf } from '@/tests/msw/portal-context';
import { servePortalFixtures } from '@/tests/msw/server';
import { formatHtml, headings, sectionTitled, visibleText } from '@/tests/support/html';
import { callPortal } from '../../api/call-portal';
import type { HomeData } from '../../content/get-home';
import { HomePage } from './home-page';

servePortalFixtures();

/** The calls `getHomeData` makes, through the real client and msw to the embedded CMS. */
async function loadHome(locale: LanguageCode): Promise<HomeData> {
  const context = cmsTestContext(locale);
  const [banners, solutions, services, products, customerCases] = await Promise.all([
    callPortal(context, 'homeBanners'),
    callPortal(context, 'solutionRecommends', { body: { size: 6 } }),
    callPortal(context, 'serviceRecommends', { body: { size: 6 } }),
    callPortal(context, 'products'),
    callPortal(context, 'homeCustomerCases'),
  ]);
  return {
    banners: dataOf(banners),
    solutions: dataOf(solutions),
    services: dataOf(services),
    products: dataOf(products),
    customerCases: dataOf(customerCases),
  };
}

async function renderHome(locale: LanguageCode): Promise<string> {
  return renderToStaticMarkup(<HomePage locale={locale} data={await loadHome(locale)} />);
}

function section(html: string, title: string): string {
  const found = sectionTitled(html, title);
  if (found === undefined) throw new Error(`no section titled ${title}`);
  return found;
}

const cardTitles = (html: string) => headings(html, [3]);
const links = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]);

describe('home page in EN_US', () => {
  it('opens with the first CMS banner', async () => {
    const html = await renderHome('EN_US');
    expect(headings(html, [1])).toEqual(['Edge cloud, close to every user']);
  });

  it('shows the English claims', async () => {
    const claims = section(await renderHome('EN_US'), 'By the numbers');
    expect(cardTitles(claims)).toEqual(['500+ global customers', 'Over 3.3 billion attacks defended per day', 'DDoS peak of 1.02T']);
  });

  it('features 3 products in the spec order, each linking to its page', async () => {
    const featured = section(await renderHome('EN_US'), 'Featured products');
    expect(cardTitles(featured)).toEqual(['TOP Computing', 'Enterprise Cloud', 'Xinchuang Cloud']);
    expect(links(featured)).toEqual(['/product/top-computing', '/product/enterprise-cloud', '/product/xinchuang-cloud']);
  });

  it('has no Chinese text', async () => {
    expect(visibleText(await renderHome('EN_US'))).not.toMatch(/\p{Script=Han}/u);
  });

  it('matches the snapshot of its top: banner, claims and featured products', async () => {
    const html = await renderHome('EN_US');
    const hero = html.match(/<section class="hero"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(formatHtml([hero, section(html, 'By the numbers'), section(html, 'Featured products')].join(''))).toMatchSnapshot();
  });
});

describe('home page in ZH_CN', () => {
  it('shows the Chinese claims and none of the English ones', async () => {
    const html = await renderHome('ZH_CN');
    expect(cardTitles(section(html, '数字见证实力'))).toEqual(['服务超过 3000 家客户', '业务覆盖 70 个国家', '承载中国超过 20% 的互联网流量', '15T DDoS 防护能力']);
    expect(visibleText(html)).not.toContain('500+ global customers');
  });

  it('features 3 products in the spec order', async () => {
    const featured = section(await renderHome('ZH_CN'), '精选产品');
    expect(cardTitles(featured)).toEqual(['TOP 算力', '企业云', '信创云']);
  });

  it('shows its sections in order, with Chinese headings', async () => {
    const html = await renderHome('ZH_CN');
    expect(headings(html, [2])).toEqual(['数字见证实力', '精选产品', '解决方案', '精选服务', '客户案例', '联系销售']);
  });
});
