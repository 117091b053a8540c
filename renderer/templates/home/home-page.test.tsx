import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@/schemas/locale';
import { dataOf } from '@/tests/msw/portal-context';
import { formatHtml, headings, sectionTitled, visibleText } from '@/tests/support/html';
import { getHomeData, type HomeData } from '../../data/content/get-home';
import { HomePage } from './home-page';

/** The real getter: every home call through the client to the embedded CMS in-process (PORTAL_API_URL is unset in tests). */
async function loadHome(locale: LanguageCode): Promise<HomeData> {
  return dataOf(await getHomeData(locale));
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
/** Each statistic as a visitor reads it: figure, then label. */
const stats = (html: string) =>
  [...html.matchAll(/<li class="stat">([\s\S]*?)<\/li>/g)].map((match) =>
    visibleText(match[1] ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
const links = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]);

describe('home page in EN_US', () => {
  it('opens with the first CMS banner', async () => {
    const html = await renderHome('EN_US');
    expect(headings(html, [1])).toEqual(['Edge cloud, close to every user']);
  });

  it('shows every CMS banner as a slide of one carousel, the later ones as its sections', async () => {
    const html = await renderHome('EN_US');
    const carousel = html.match(/<section[^>]*aria-roledescription="carousel"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(carousel.match(/aria-roledescription="Slide"/g)).toHaveLength(3);
    expect(headings(carousel, [1, 2])).toEqual([
      'Edge cloud, close to every user',
      'Over 3.3 billion attacks defended per day',
      'Enterprise Cloud for your core workloads',
    ]);
  });

  it('shows the English claims', async () => {
    const claims = section(await renderHome('EN_US'), 'By the numbers');
    expect(stats(claims)).toEqual(['500+ global customers', '3.3 billion+ attacks defended per day', '1.02T DDoS peak defended']);
  });

  it('features 3 products in their order of preference, each linking to its page', async () => {
    const featured = section(await renderHome('EN_US'), 'Featured products');
    expect(cardTitles(featured)).toEqual(['TOP Computing', 'Enterprise Cloud', 'Xinchuang Cloud']);
    expect(links(featured)).toEqual(['/product/top-computing', '/product/enterprise-cloud', '/product/xinchuang-cloud']);
  });

  it('has no Chinese text', async () => {
    expect(visibleText(await renderHome('EN_US'))).not.toMatch(/\p{Script=Han}/u);
  });

  it('matches the snapshot of its top: banner, claims and featured products', async () => {
    const html = await renderHome('EN_US');
    const hero = html.match(/<section[^>]*aria-roledescription="carousel"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(formatHtml([hero, section(html, 'By the numbers'), section(html, 'Featured products')].join(''))).toMatchSnapshot();
  });
});

describe('home page in ZH_CN', () => {
  it('shows the Chinese claims and none of the English ones', async () => {
    const html = await renderHome('ZH_CN');
    expect(stats(section(html, '数字见证实力'))).toEqual(['3000+ 企业客户', '70 覆盖国家和地区', '20%+ 中国互联网流量', '15T DDoS 防护能力']);
    expect(visibleText(html)).not.toContain('500+ global customers');
  });

  it('features 3 products in their order of preference', async () => {
    const featured = section(await renderHome('ZH_CN'), '精选产品');
    expect(cardTitles(featured)).toEqual(['TOP 算力', '企业云', '信创云']);
  });

  it('shows its sections in order, with Chinese headings, after the banners that follow the first', async () => {
    const html = await renderHome('ZH_CN');
    expect(headings(html, [2])).toEqual([
      '15T DDoS 防护能力',
      '企业云，稳定承载核心业务',
      '快速入口',
      '数字见证实力',
      '精选产品',
      '解决方案',
      '精选服务',
      '特色服务',
      '客户案例',
      '全球节点分布：覆盖 70 个国家和地区',
      '新闻动态',
      '联系销售',
    ]);
  });
});

describe.each([
  ['ZH_CN', '客户案例'],
  ['EN_US', 'Customer stories'],
] as const)('home customer stories in %s', (locale, title) => {
  it('are one section under its heading, each story once with its logo, leading to its case story', async () => {
    const html = await renderHome(locale);
    const stories = section(html, title);
    const hrefs = links(stories);
    expect(hrefs).toHaveLength(6);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) expect(href).toMatch(/^\/cases\/\d+$/);
    expect(links(html).filter((href) => href?.startsWith('/cases/'))).toEqual(hrefs);
    const logos = [...stories.matchAll(/<img\b[^>]*\balt="([^"]*)"/g)].map((match) => match[1]);
    expect(logos).toEqual(cardTitles(stories));
  });
});
