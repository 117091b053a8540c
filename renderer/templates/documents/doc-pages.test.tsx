import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as navigation from 'next/navigation';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocMenuEntry } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { dataOf } from '@/tests/msw/portal-context';
import { visibleText } from '@/tests/support/html';
import { getDocCategories, getDocCategory, getDocPage, type DocCategoryData } from '../../data/content/get-docs';
import { SiteMessages } from '../../i18n/site-messages.testing';
import type { Device } from '../../data/routing/device';
import { DocArticle } from './doc-article';
import { DocCategoryLayout } from './doc-category-layout';
import { DocCategoryOverview } from './doc-category-overview';
import { DocCenterPage } from './doc-center-page';

// Outside Next there is no app router: the test says which [docId] segment is open; the search box's router goes nowhere.
let segment: string | null = null;
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  useSelectedLayoutSegment: () => segment,
  useRouter: () => ({ push: () => {} }),
}));

afterEach(() => {
  segment = null;
});

function render(locale: LanguageCode, node: ReactNode): string {
  return renderToStaticMarkup(
    <SiteMessages locale={locale}>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </SiteMessages>,
  );
}

function renderShell(locale: LanguageCode, data: DocCategoryData, page: ReactNode, device: Device = 'desktop'): string {
  return render(
    locale,
    <DocCategoryLayout locale={locale} device={device} category={data.category} entries={data.entries}>
      {page}
    </DocCategoryLayout>,
  );
}

/** The tree's directory buttons as [name, aria-expanded]. */
const directories = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-expanded="(true|false)"[^>]*>([\s\S]*?)<\/button>/g)].map((m) => [visibleText(m[2] ?? ''), m[1]]);
/** Links of the tree, by the nav it sits in. */
const treeOf = (html: string) => /<nav aria-label="(?:目录|Contents)">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';

describe('/document', () => {
  it.each(['ZH_CN', 'EN_US'] as const)('lists the three categories as cards in %s', async (locale) => {
    const categories = dataOf(await getDocCategories(locale));
    const html = render(locale, <DocCenterPage locale={locale} categories={categories} />);
    expect(categories).toHaveLength(3);
    for (const category of categories) {
      expect(html).toContain(`href="/document/${category.id}"`);
      expect(visibleText(html)).toContain(category.name);
      if (category.desc) expect(visibleText(html)).toContain(category.desc);
    }
    expect(html).toContain('action="/search"');
    expect(html).toContain('name="type" value="DOCUMENT"');
  });
});

describe('/document/202, server-rendered', () => {
  it('shows the category, its overview and the tree with every top-level directory closed', async () => {
    const data = dataOf(await getDocCategory('ZH_CN', 202));
    const html = renderShell('ZH_CN', data, <DocCategoryOverview locale="ZH_CN" category={data.category} entries={data.entries} />);
    expect(html).toMatch(/<h1[^>]*>容器云<\/h1>/);
    expect(directories(treeOf(html))).toEqual([
      ['产品概述', 'false'],
      ['快速入门', 'false'],
      ['用户指南', 'false'],
      ['API 参考', 'false'],
      ['常见问题', 'false'],
    ]);
    // Closed directories render no children; the overview links the first documents of each section.
    expect(treeOf(html)).not.toContain('/document/202/');
    expect(html).toContain('href="/document/202/22101"');
    expect(visibleText(html)).toContain('开始阅读');
    // Drafts never reach the tree.
    expect(html).not.toContain('22112');
    expect(html).not.toContain('aria-current="page"');
  });

  it('folds the tree into a <details> on phones', async () => {
    const data = dataOf(await getDocCategory('EN_US', 202));
    const html = renderShell('EN_US', data, null, 'mobile');
    expect(html).toMatch(/<details[^>]*><summary>Contents<\/summary>/);
  });

  it('shows both empty texts for a category without documents', async () => {
    const data = dataOf(await getDocCategory('EN_US', 202));
    const directoriesOnly: DocMenuEntry[] = data.entries.filter((entry) => entry.type === 'DIRECTORY');
    const html = render('EN_US', <DocCategoryOverview locale="EN_US" category={data.category} entries={directoriesOnly} />);
    expect(visibleText(html)).toContain('No content available');
    expect(visibleText(html)).toContain('Sorry, there is no content under this directory, please return.');
  });

  it('is not found for an unknown category', async () => {
    const [error] = await getDocCategory('ZH_CN', 299);
    expect(error?.kind).toBe('not-found');
  });
});

describe('/document/202/22113, server-rendered', () => {
  it('highlights the document in the tree with its directories open, and shows title, update time, export and content', async () => {
    segment = '22113';
    const data = dataOf(await getDocPage('ZH_CN', 202, 22113));
    const html = renderShell('ZH_CN', data, <DocArticle locale="ZH_CN" doc={data.doc} />);
    expect(directories(treeOf(html))).toEqual([
      ['产品概述', 'false'],
      ['快速入门', 'false'],
      ['用户指南', 'true'],
      ['集群管理', 'false'],
      ['工作负载', 'true'],
      ['边缘工作负载', 'true'],
      ['服务网格', 'false'],
      ['API 参考', 'false'],
      ['常见问题', 'false'],
    ]);
    expect([...treeOf(html).matchAll(/<a[^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual(['把工作负载部署到边缘站点']);
    expect(html).toMatch(/<h1[^>]*>把工作负载部署到边缘站点<\/h1>/);
    expect(visibleText(html)).toContain(`更新时间：${data.doc.updateTime}`);
    expect(html).toMatch(/<button[^>]*>导出 PDF<\/button>/);
    expect(html).not.toContain('role="note"');
  });

  it('renders an HTML document through the sanitizer, its table and code intact', async () => {
    const { doc } = dataOf(await getDocPage('EN_US', 202, 22107));
    expect(doc.contentType).toBe('html');
    const html = render('EN_US', <DocArticle locale="EN_US" doc={doc} />);
    // Both may scroll sideways, so each is a tab stop a keyboard user can scroll.
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<pre tabindex="0"><code>');
  });

  it('strips scripts, handlers and javascript: links from document content', async () => {
    const { doc } = dataOf(await getDocPage('EN_US', 202, 22107));
    const hostile = `<p onclick="steal()">hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>`;
    const html = render('EN_US', <DocArticle locale="EN_US" doc={{ ...doc, contentType: 'html', content: hostile }} />);
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    expect(visibleText(html)).toContain('hi');
  });

  it('shows the console notice and link above the summary of a console (isWplus) document', async () => {
    const { doc } = dataOf(await getDocPage('EN_US', 202, 22110));
    expect(doc.isWplus).toBe(true);
    const html = render('EN_US', <DocArticle locale="EN_US" doc={doc} />);
    const notice = /<div[^>]*role="note"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(notice).toContain(`href="${doc.wplusDoc}"`);
    expect(visibleText(notice)).toContain('Open in console');
    expect(html.indexOf('role="note"')).toBeLessThan(html.indexOf(doc.content.slice(0, 10).replace(/[#*]/g, '').trim()));
  });

  it('does not link a console document whose wplusDoc is not an http(s) address', async () => {
    const { doc } = dataOf(await getDocPage('EN_US', 202, 22110));
    const html = render('EN_US', <DocArticle locale="EN_US" doc={{ ...doc, wplusDoc: 'javascript:alert(1)' }} />);
    expect(html).toContain('role="note"');
    expect(html).not.toContain('javascript:');
  });

  it.each([
    ['a document of another category', 202, 21101],
    ['a directory', 202, 22007],
    ['a draft', 202, 22112],
    ['an unknown id', 202, 29999],
  ])('is not found for %s', async (_, cateId, docId) => {
    const [error] = await getDocPage('ZH_CN', cateId, docId);
    expect(error?.kind).toBe('not-found');
  });
});

describe('a category of 5,000 entries', () => {
  it('server-renders the tree and overview, rendering only what is open', () => {
    const entries: DocMenuEntry[] = [];
    for (let d = 1; d <= 50; d += 1) {
      entries.push({ id: d, parentId: null, name: `Directory ${d}`, type: 'DIRECTORY', order: d });
      for (let k = 0; k < 99; k += 1) entries.push({ id: 1_000 + d * 100 + k, parentId: d, name: `Doc ${d}.${k}`, type: 'DOCUMENT', order: k });
    }
    segment = String(1_000 + 50 * 100 + 98);
    const data: DocCategoryData = { category: { id: 9, name: 'Big', desc: null, iconUrl: null }, entries };
    const html = renderShell('EN_US', data, <DocCategoryOverview locale="EN_US" category={data.category} entries={entries} />);
    expect(directories(treeOf(html)).filter(([, open]) => open === 'true')).toEqual([['Directory 50', 'true']]);
    expect(treeOf(html).match(/<a /g)).toHaveLength(1 + 99);
  });
});
