import { describe, expect, it } from 'vitest';
import { parseSidebarBlocks, withoutLink } from './sidebar-blocks';

const entry = (id: string, type: string, details: unknown, name = 'block') => ({
  id,
  name,
  type,
  details: typeof details === 'string' ? details : JSON.stringify(details),
});
const item = (title: string, link: string, extra: Record<string, unknown> = {}) => ({ title, link, ...extra });

describe('parseSidebarBlocks', () => {
  it('keeps hot articles, hot recommendations and ads in CMS order', () => {
    const { blocks, dropped } = parseSidebarBlocks([
      entry('a', 'ad', { visible: true, recommendList: [item('Summit', '/press/60504', { imageUrl: '/images/news/cover-summit-2026.svg', desc: 'Free' })] }),
      entry('h', 'hotArticle', { visible: true, recommendList: [item('DDoS', '/press/60106'), item('Report', '/reports/60401')] }),
      entry('r', 'hotRecommend', { recommendList: [item('Cloud', '/product/enterprise-cloud')] }),
    ]);
    expect(dropped).toEqual([]);
    expect(blocks.map((block) => [block.id, block.type, block.items.length])).toEqual([
      ['a', 'ad', 1],
      ['h', 'hotArticle', 2],
      ['r', 'hotRecommend', 1],
    ]);
    expect(blocks[0]?.items[0]).toEqual({ title: 'Summit', href: '/press/60504', imageUrl: '/images/news/cover-summit-2026.svg', desc: 'Free' });
  });

  it('drops invisible and broken blocks, and says why', () => {
    const { blocks, dropped } = parseSidebarBlocks([
      entry('hidden', 'hotArticle', { visible: false, recommendList: [item('A', '/press/1')] }),
      entry('json', 'hotArticle', '{"visible": true,'),
      entry('shape', 'hotRecommend', { visible: true, recommendList: [{ title: 'no link' }] }),
      entry('kind', 'banner', { visible: true, recommendList: [] }),
      { id: 'no-details', type: 'ad' },
      entry('ok', 'hotArticle', { visible: true, recommendList: [item('B', '/press/2')] }),
      entry('ok', 'ad', { visible: true, recommendList: [item('C', '/press/3')] }),
    ]);
    expect(blocks.map((block) => block.id)).toEqual(['ok']);
    expect(dropped.map(({ id, reason }) => [id, reason])).toEqual([
      ['hidden', 'invisible'],
      ['json', 'invalid-json'],
      ['shape', 'schema'],
      ['kind', 'unknown-type'],
      ['no-details', 'malformed-entry'],
      ['ok', 'duplicate-id'],
    ]);
    expect(dropped.find((drop) => drop.id === 'shape')?.detail).toMatch(/^recommendList\.0\.link/);
  });

  it('leaves out items with an unsafe link and unsafe images, and drops a block left empty', () => {
    const { blocks, dropped } = parseSidebarBlocks([
      entry('mixed', 'hotArticle', {
        recommendList: [
          item('Bad', 'javascript:alert(1)'),
          item('Tricky', '//evil.example'),
          item('Good', '/press/1', { imageUrl: 'http://insecure.example/x.png' }),
        ],
      }),
      entry('empty', 'ad', { recommendList: [item('Bad', 'javascript:alert(1)')] }),
    ]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]?.items).toEqual([{ title: 'Good', href: '/press/1', imageUrl: null, desc: null }]);
    expect(dropped).toEqual([{ id: 'empty', type: 'ad', name: 'block', reason: 'schema', detail: 'recommendList: no item with a safe link' }]);
  });

  it('leaves the article being read out of its own sidebar', () => {
    const { blocks } = parseSidebarBlocks([
      entry('h', 'hotArticle', { recommendList: [item('This one', '/press/1'), item('Other', '/press/2')] }),
      entry('a', 'ad', { recommendList: [item('This one', '/press/1')] }),
    ]);
    expect(withoutLink(blocks, '/press/1')).toEqual([
      { id: 'h', type: 'hotArticle', items: [{ title: 'Other', href: '/press/2', imageUrl: null, desc: null }] },
    ]);
  });
});
