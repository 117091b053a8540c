import { describe, expect, it } from 'vitest';
import { moduleText } from './module-text';
import { richTextBlocks, richTextPlain } from './rich-text';

const MARKDOWN = [
  '# 标题 **一**',
  '',
  '正文段落，含 `inline code` 与 [链接](https://example.com)。',
  '',
  '- 第一项',
  '  - 嵌套项',
  '1. 步骤',
  '',
  '```bash',
  'echo "你好"',
  '```',
  '',
  '| 参数 | 说明 |',
  '|---|---|',
  '| name | 名称 |',
  '',
  '> 引用',
  '',
  '<div>raw <b>html</b></div>',
  '',
  '---',
].join('\n');

describe('richTextBlocks', () => {
  it('reads Markdown as headings, paragraphs, list items, code, table rows, quotes and rules', () => {
    expect(richTextBlocks(MARKDOWN, 'markdown')).toEqual([
      { kind: 'heading', level: 1, text: '标题 一' },
      { kind: 'paragraph', text: '正文段落，含 inline code 与 链接。' },
      { kind: 'list-item', depth: 0, marker: '•', text: '第一项' },
      { kind: 'list-item', depth: 1, marker: '•', text: '嵌套项' },
      { kind: 'list-item', depth: 0, marker: '1.', text: '步骤' },
      { kind: 'code', text: 'echo "你好"' },
      { kind: 'table-row', cells: ['参数', '说明'], header: true },
      { kind: 'table-row', cells: ['name', '名称'], header: false },
      { kind: 'quote', text: '引用' },
      { kind: 'paragraph', text: 'raw html', strong: [{ from: 4, to: 8 }] },
      { kind: 'rule' },
    ]);
  });

  it('reads HTML the same way and drops scripts and styles', () => {
    const html =
      '<h2>安装</h2><p>先 <b>下载</b><br>再安装</p><script>alert(1)</script><style>p{}</style><ul><li>一<ul><li>二</li></ul></li></ul><pre><code>make\n  install</code></pre><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(richTextBlocks(html, 'html')).toEqual([
      { kind: 'heading', level: 2, text: '安装' },
      { kind: 'paragraph', text: '先 下载 再安装', strong: [{ from: 2, to: 4 }] },
      { kind: 'list-item', depth: 0, marker: '•', text: '一' },
      { kind: 'list-item', depth: 1, marker: '•', text: '二' },
      { kind: 'code', text: 'make\n  install' },
      { kind: 'table-row', cells: ['A'], header: true },
      { kind: 'table-row', cells: ['1'], header: false },
    ]);
  });

  it('gives plain text without any markup', () => {
    const plain = richTextPlain(MARKDOWN, 'markdown');
    expect(plain).not.toMatch(/[*#`|>]|\]\(|<\/?\w/);
    expect(plain).toContain('正文段落，含 inline code 与 链接。');
  });
});

describe('moduleText', () => {
  it('collects the words of a module, not its addresses, and Markdown as text', () => {
    const details = {
      visible: true,
      title: '关键特性',
      backgroundUrl: '/images/hero.svg',
      actions: [{ label: '免费咨询', href: '/contact' }],
      cards: [{ title: 'S3 兼容', desc: '**无需改造**即可接入。', iconUrl: '/images/icons/box.svg' }],
    };
    expect(moduleText(details)).toEqual(['关键特性', 'S3 兼容', '无需改造即可接入。']);
  });

  it('gives nothing for a module the renderer drops', () => {
    expect(moduleText({ visible: false, title: '隐藏' })).toEqual([]);
    expect(moduleText('{"visible": true, "content": ')).toEqual([]);
    expect(moduleText(JSON.stringify({ title: '字符串形式' }))).toEqual(['字符串形式']);
  });
});
