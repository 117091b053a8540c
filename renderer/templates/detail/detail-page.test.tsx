import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import dropReportTestEn from '@/fixtures/EN_US/details/product/drop-report-test.json';
import dropReportTestZh from '@/fixtures/ZH_CN/details/product/drop-report-test.json';
import type { PageDetail } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import { cmsTestContext, dataOf } from '@/tests/msw/portal-context';
import { servePortalFixtures } from '@/tests/msw/server';
import { formatHtml, headings, visibleText } from '@/tests/support/html';
import { callPortal } from '../../data/api/call-portal';
import { readEntries } from '../../pipeline/parse/read-entries';
import { resolveRoute } from '../../pipeline/resolve/resolve-route';
import { INSPECTOR_DATA_ID, inspectorDataSchema } from '../../frame/preview-banner/inspector/inspector-data';
import { DetailPage } from './detail-page';

servePortalFixtures();

let consoleWarn: MockInstance<typeof console.warn>;
beforeEach(() => {
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleWarn.mockRestore();
});

/** cms/config.ts DEVELOPMENT_PREVIEW_TOKEN: the embedded CMS accepts it out of the box. */
const PREVIEW = { token: 'dev-preview-token' };
/** The draft page that holds the fixtures' deliberately broken modules; only previewers reach it. */
const DROP_REPORT_TEST = '/product/drop-report-test';

/** What the `[...slug]` page does: menus, route, detail, all from the CMS through the real client (drafts too in preview). */
async function loadDetail(locale: LanguageCode, path: string, preview: boolean): Promise<PageDetail> {
  const context = cmsTestContext(locale, preview ? PREVIEW : undefined);
  const target = resolveRoute(path.split('/').filter(Boolean), dataOf(await callPortal(context, 'menus')));
  if (target.kind !== 'detail') throw new Error(`${path} resolved to ${target.kind}`);
  const params = { params: { id: target.node.id } };
  switch (target.detailKind) {
    case 'product':
      return dataOf(await callPortal(context, 'productDetail', params));
    case 'solution':
      return dataOf(await callPortal(context, 'solutionDetail', params));
    case 'service':
      return dataOf(await callPortal(context, 'serviceDetail', params));
  }
}

async function renderPage(locale: LanguageCode, path: string, showDropReport = false): Promise<string> {
  const detail = await loadDetail(locale, path, path === DROP_REPORT_TEST);
  return renderToStaticMarkup(
    <DetailPage
      entries={readEntries(detail.moduleViewList)}
      locale={locale}
      where={`${path} ${locale}`}
      preview={showDropReport ? { page: `product:${detail.id}` } : undefined}
    />,
  );
}

/** The drop report: the page's only <aside>, since content may hold tables of its own. */
const reportOf = (html: string) => html.match(/<aside[\s\S]*?<\/aside>/)?.[0] ?? '';

/** Rows of the drop report table: id, type, title, reason cells. */
const reportRows = (html: string) =>
  [...(reportOf(html).match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? '').matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => visibleText(cell[1] ?? '')),
  );

type Fixture = typeof dropReportTestEn;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** Texts and URLs only the fixture's hostile modules carry (the fixtures name them "hostile: ..."). */
function hostileOnlyStrings(fixture: Fixture): string[] {
  const hostile = fixture.moduleViewList.filter((view) => view.name.startsWith('hostile:'));
  const good = new Set(fixture.moduleViewList.filter((view) => !view.name.startsWith('hostile:')).flatMap((view) => strings(view.details)));
  return hostile.flatMap((view) => (typeof view.details === 'string' ? [] : strings(view.details))).filter((text) => !good.has(text));
}

describe.each([
  [
    'EN_US',
    ['A dependable cloud platform for the enterprise', 'Overview', 'Why Enterprise Cloud', 'Editions and specifications', 'Start your move to the cloud'],
  ],
  ['ZH_CN', ['稳定可靠的企业级云平台', '产品概述', '核心优势', '版本与规格', '立即开启上云之旅']],
] as const)('/product/enterprise-cloud in %s', (locale, expectedHeadings) => {
  it('shows the hero title and the section headings in CMS order, and drops nothing', async () => {
    const html = await renderPage(locale, '/product/enterprise-cloud', true);
    expect(headings(html, [1])).toEqual([expectedHeadings[0]]);
    expect(headings(html).slice(0, -1)).toEqual(expectedHeadings);
    expect(reportRows(html)).toEqual([]);
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});

const DROP_REPORT_PAGE = {
  EN_US: {
    fixture: dropReportTestEn,
    headings: ['Drop report test page', 'What this page is for', 'Back to published content'],
    report: 'Modules dropped from this page',
    reasons: [
      'The details JSON could not be parsed',
      'The details do not match the module schema',
      'Unknown module type',
      'The module is marked as not visible',
    ],
  },
  ZH_CN: {
    fixture: dropReportTestZh,
    headings: ['丢弃报告测试页', '这一页做什么', '回到正式内容'],
    report: '本页已移除的模块',
    reasons: ['详情 JSON 无法解析', '详情不符合模块结构', '未知的模块类型', '模块已设为不可见'],
  },
} as const;

describe.each(['EN_US', 'ZH_CN'] as const)(`${DROP_REPORT_TEST} (a draft) in %s`, (locale) => {
  const expected = DROP_REPORT_PAGE[locale];

  it('shows the hero title and the section headings of its good modules in CMS order', async () => {
    const html = await renderPage(locale, DROP_REPORT_TEST);
    expect(headings(html, [1])).toEqual([expected.headings[0]]);
    expect(headings(html)).toEqual(expected.headings);
  });

  it('shows nothing of the four hostile modules', async () => {
    const html = await renderPage(locale, DROP_REPORT_TEST);
    const text = visibleText(html);
    const hostile = hostileOnlyStrings(expected.fixture);
    expect(hostile.length).toBeGreaterThan(4);
    for (const value of hostile) {
      expect(value.startsWith('/') ? html : text, value).not.toContain(value);
    }
  });

  it('has no drop report unless asked for one, and logs the drops on the server', async () => {
    const html = await renderPage(locale, DROP_REPORT_TEST);
    expect(html).not.toContain('<aside');
    expect(visibleText(html)).not.toContain(expected.report);
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(String(consoleWarn.mock.calls[0]?.[0])).toMatch(/4 module\(s\) dropped.*m-1902-2.*m-1902-4.*m-1902-5.*m-1902-6/);
  });

  it('lists the four drops with their reasons for previewers', async () => {
    const html = await renderPage(locale, DROP_REPORT_TEST, true);
    expect(headings(html).at(-1)).toBe(expected.report);
    const rows = reportRows(html);
    const titles = expected.fixture.moduleViewList.filter((view) => view.name.startsWith('hostile:')).map((view) => view.name);
    expect(rows.map(([id, type, title]) => [id, type, title])).toEqual([
      ['m-1902-2', 'rich-text', titles[0]],
      ['m-1902-4', 'feature-cards', titles[1]],
      ['m-1902-5', 'legacy-carousel', titles[2]],
      ['m-1902-6', 'call-to-action', titles[3]],
    ]);
    rows.forEach(([, , , reason], index) => expect(reason).toMatch(new RegExp(`^${expected.reasons[index]}: .+`)));
    expect(rows[1]?.[3]).toContain('cards');
    expect(rows[2]?.[3]).toContain('legacy-carousel');
  });
});

/** The inspector's data a previewer's page carries. */
function islandOf(html: string) {
  const json = html.match(new RegExp(`<script type="application/json" id="${INSPECTOR_DATA_ID}">([\\s\\S]*?)</script>`))?.[1];
  return json === undefined ? undefined : inspectorDataSchema.parse(JSON.parse(json));
}

describe(`inspecting ${DROP_REPORT_TEST}`, () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives visitors no module markers and no inspector data', async () => {
    const html = await renderPage('EN_US', '/product/enterprise-cloud');
    expect(html).not.toContain('data-module-id');
    expect(html).not.toContain('data-dropped-entry');
    expect(html).not.toContain(INSPECTOR_DATA_ID);
  });

  it.each(['EN_US', 'ZH_CN'] as const)('gives %s previewers every module in CMS order, rendered or dropped, with what the inspector shows', async (locale) => {
    const fixture = DROP_REPORT_PAGE[locale].fixture;
    const html = await renderPage(locale, DROP_REPORT_TEST, true);
    const island = islandOf(html);
    expect(island?.page).toBe('product:1902');
    expect(island?.locale).toBe(locale);
    expect(island?.modules.map((module) => `${module.id} ${module.dropped?.reason ?? 'rendered'}`)).toEqual([
      'm-1902-1 rendered',
      'm-1902-2 invalid-json',
      'm-1902-3 rendered',
      'm-1902-4 schema',
      'm-1902-5 unknown-type',
      'm-1902-6 invisible',
      'm-1902-7 rendered',
    ]);
    const cards = island?.modules.find((module) => module.id === 'm-1902-4');
    expect(cards?.title).toBe('Feature cards');
    expect(cards?.details).toEqual(fixture.moduleViewList[3]?.details);
    expect(cards?.issues.map((issue) => issue.path).every((path) => path.startsWith('cards'))).toBe(true);
    expect(cards?.issues.length).toBeGreaterThan(0);
    expect(cards?.rules.find((row) => row.path === 'cards[].title')?.rules.length).toBeGreaterThan(0);
    expect(island?.modules.find((module) => module.id === 'm-1902-2')?.details).toBe(fixture.moduleViewList[1]?.details);
    expect(island?.modules.every((module) => module.editUrl === null)).toBe(true);
    // Each module's marker is on the page: rendered ones by id, dropped ones by their entry.
    for (const inspected of island?.modules ?? []) {
      expect(html).toContain(inspected.dropped ? `data-dropped-entry="${inspected.key.split(':')[1]}"` : `data-module-id="${inspected.id}"`);
    }
  });

  it('names the "Edit in CMS" address of each module when CMS_EDIT_URL is set', async () => {
    vi.stubEnv('CMS_EDIT_URL', 'https://cms.example/pages/{pageId}/modules/{moduleId}?lang={locale}');
    const island = islandOf(await renderPage('EN_US', DROP_REPORT_TEST, true));
    expect(island?.modules[0]?.editUrl).toBe('https://cms.example/pages/product%3A1902/modules/m-1902-1?lang=EN_US');
  });
});

describe('/solution/healthcare', () => {
  it.each([
    ['EN_US', ['Health data that moves safely, care that is always within reach', 'Challenges', 'Solution building blocks', 'Talk to our healthcare team']],
    ['ZH_CN', ['让医疗数据安全流动，让诊疗服务触手可及', '行业挑战', '解决方案架构', '与医疗行业专家交流']],
  ] as const)('renders in %s with all its modules', async (locale, expectedHeadings) => {
    const html = await renderPage(locale, '/solution/healthcare', true);
    expect(headings(html).slice(0, -1)).toEqual(expectedHeadings);
    expect(reportRows(html)).toEqual([]);
    expect(visibleText(html)).toContain(locale === 'EN_US' ? 'No modules were dropped from this page' : '本页没有被移除的模块');
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('English page has no Chinese text', async () => {
    expect(visibleText(await renderPage('EN_US', '/solution/healthcare'))).not.toMatch(/\p{Script=Han}/u);
  });

  it('matches the EN_US snapshot', async () => {
    expect(formatHtml(await renderPage('EN_US', '/solution/healthcare'))).toMatchSnapshot();
  });
});
