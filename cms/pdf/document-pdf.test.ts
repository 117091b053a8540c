import { describe, expect, it } from 'vitest';
import { cjkFont } from './cjk-font';
import { renderDocumentPdf, type DocumentPdfInput } from './document-pdf';
import { looksBold, readPdfLayout, type Box, type TextRun } from './pdf-layout.testing';
import { pdfText } from './pdf-text.testing';

const render = (overrides: Partial<DocumentPdfInput>) =>
  renderDocumentPdf({
    title: '文档',
    updateTime: '2026-01-01 10:00:00',
    content: '',
    contentType: 'markdown',
    locale: 'ZH_CN',
    siteName: '边云科技',
    ...overrides,
  });

/** Every text run of the document, page after page. */
const runsOf = async (overrides: Partial<DocumentPdfInput>): Promise<TextRun[]> => readPdfLayout(await render(overrides)).flatMap((page) => page.texts);

function runOf(runs: readonly TextRun[], text: string): TextRun {
  const found = runs.find((run) => run.text === text);
  if (!found) throw new Error(`no text run '${text}' in ${JSON.stringify(runs.map((run) => run.text))}`);
  return found;
}

/** Enough paragraphs for several pages. */
const LONG = Array.from({ length: 120 }, (_, at) => `第 ${at + 1} 段：对象存储采用扁平化命名空间与分布式元数据架构。`).join('\n\n');
const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
/** Whether the run's start sits inside the box (its baseline between the box's top and bottom). */
const contains = (box: Box, run: TextRun) => box.left <= run.x && box.right > run.x && box.top < run.y && box.bottom > run.y;

describe('the CJK font', () => {
  it('draws every CJK Unified Ideograph of GBK (U+4E00 to U+9FA5), ASCII and common punctuation', () => {
    const { covers } = cjkFont();
    const missing: number[] = [];
    for (let code = 0x4e00; code <= 0x9fa5; code += 1) if (!covers(code)) missing.push(code);
    expect(missing).toEqual([]);
    for (const char of ' Az09~，。、；：？！“”‘’（）《》【】…—·•') expect(covers(char.codePointAt(0) ?? 0), char).toBe(true);
  });
});

describe('renderDocumentPdf', () => {
  it('keeps Chinese inside code blocks as text, next to the monospaced code', async () => {
    const text = pdfText(await render({ content: '```js\nconst quota = 10; // 配额上限\n```' }));
    expect(text).toContain('const quota = 10;');
    expect(text).toContain('配额上限');
  });

  it('shows a character the font lacks as a visible box, not as nothing', async () => {
    const text = pdfText(await render({ content: '表情 😀 结束' }));
    expect(text).toMatch(/表情 □ 结束/);
  });

  it('breaks a long document over pages and numbers them', async () => {
    const bytes = await render({ content: LONG });
    const text = pdfText(bytes);
    const pages = Number(/\/Type \/Pages[^]*?\/Count (\d+)/.exec(Buffer.from(bytes).toString('latin1'))?.[1]);
    expect(pages).toBeGreaterThan(1);
    // pdftotext may close up the spaces of a centred '1 / 5'.
    expect(text).toMatch(new RegExp(`(^|\\n)1 ?/ ?${pages}\\s*$`, 'm'));
    expect(text).toMatch(new RegExp(`(^|\\n)${pages} ?/ ?${pages}\\s*$`, 'm'));
    expect(text).toContain('第 120 段');
  });

  it('carries the site name at the head and the page number at the foot of every page', async () => {
    const pages = readPdfLayout(await render({ content: LONG, siteName: '边云科技 EdgeCloud' }));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, at) => {
      const name = runOf(page.texts, '边云科技 EdgeCloud');
      expect(name.y, `page ${at + 1}: the name sits in the top margin`).toBeLessThan(56);
      const number = runOf(page.texts, `${at + 1} / ${pages.length}`);
      expect(number.y, `page ${at + 1}: the number sits in the bottom margin`).toBeGreaterThan(page.height - 56);
    });
  });

  it('sets headings larger than body text, in bold, and keeps Chinese headings as text', async () => {
    const levels = ['安装指南', 'Second level', '第三级', 'Fourth level', '第五级', 'Sixth level'];
    const content = levels.map((text, at) => `${'#'.repeat(at + 1)} ${text}\n\n正文第 ${at + 1} 段。`).join('\n\n');
    const runs = await runsOf({ content });
    const body = runOf(runs, '正文第 1 段。');
    expect(looksBold(body)).toBe(false);
    const headings = levels.map((text) => runOf(runs, text));
    for (const heading of headings) {
      expect(looksBold(heading), heading.text).toBe(true);
      expect(heading.size, heading.text).toBeGreaterThanOrEqual(body.size);
    }
    const sizes = headings.slice(0, 4).map((heading) => heading.size);
    expect(sizes, 'h1 to h4 step down and stay above the body').toEqual([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).toBe(4);
    expect(Math.min(...sizes)).toBeGreaterThan(body.size);
  });

  it.each([
    ['Markdown', '开头**加粗文字**结尾。\n\n- 列表**重点**项\n\n> 引用里的**强调**部分', 'markdown'],
    [
      'HTML',
      '<p>开头<strong>加粗文字</strong>结尾。</p><ul><li>列表<b>重点</b>项</li></ul><blockquote><p>引用里的<strong>强调</strong>部分</p></blockquote>',
      'html',
    ],
  ] as const)('sets inline bold from %s in bold and the words around it regular, on one line', async (_, content, contentType) => {
    const runs = await runsOf({ content, contentType });
    for (const [before, bold, after] of [
      ['开头', '加粗文字', '结尾。'],
      ['列表', '重点', '项'],
      ['引用里的', '强调', '部分'],
    ] as const) {
      const [start, middle, end] = [runOf(runs, before), runOf(runs, bold), runOf(runs, after)];
      expect(looksBold(middle), bold).toBe(true);
      expect(looksBold(start), before).toBe(false);
      expect(looksBold(end), after).toBe(false);
      expect(near(middle.y, start.y) && near(end.y, start.y), `${before}${bold}${after} on one line`).toBe(true);
      expect(start.x < middle.x && middle.x < end.x, `${before}${bold}${after} left to right`).toBe(true);
    }
  });

  describe('a table', () => {
    const table = ['| 区域 | Instances | 说明 |', '|---|---|---|', '| 华北 | 12 | 主区域 |', '| East | 3 | backup |'].join('\n');
    const html =
      '<table><thead><tr><th>区域</th><th>Instances</th><th>说明</th></tr></thead>' +
      '<tbody><tr><td>华北</td><td>12</td><td>主区域</td></tr><tr><td>East</td><td>3</td><td>backup</td></tr></tbody></table>';

    it.each([
      ['GFM Markdown', table, 'markdown'],
      ['HTML', html, 'html'],
    ] as const)('from %s is set in columns under a distinct header row, without pipe separators', async (_, content, contentType) => {
      const [page] = readPdfLayout(await render({ content: `前言。\n\n${content}`, contentType }));
      if (!page) throw new Error('no page');
      expect(page.texts.filter((run) => run.text.includes('|'))).toEqual([]);
      const rows = [
        ['区域', 'Instances', '说明'],
        ['华北', '12', '主区域'],
        ['East', '3', 'backup'],
      ].map((row) => row.map((text) => runOf(page.texts, text)));
      const [header = [], ...body] = rows;

      for (const row of rows) for (const cell of row) expect(near(cell.y, row[0]?.y ?? NaN), `${cell.text} on its row's line`).toBe(true);
      for (let column = 0; column < 3; column += 1) {
        const xs = rows.map((row) => row[column]?.x ?? NaN);
        expect(
          xs.every((x) => near(x, xs[0] ?? NaN)),
          `column ${column + 1} starts at one x`,
        ).toBe(true);
      }
      const starts = header.map((cell) => cell.x);
      expect(starts, 'columns left to right at distinct x').toEqual([...starts].sort((a, b) => a - b));
      expect(new Set(starts).size).toBe(3);
      expect(rows.map((row) => row[0]?.y ?? NaN)).toEqual(rows.map((row) => row[0]?.y ?? NaN).sort((a, b) => a - b));

      for (const cell of header) expect(looksBold(cell), `header ${cell.text}`).toBe(true);
      for (const cell of body.flat()) expect(looksBold(cell), `body ${cell.text}`).toBe(false);
      expect(
        page.fills.some((box) => header.every((cell) => contains(box, cell)) && body.flat().every((cell) => !contains(box, cell))),
        'a shaded header row',
      ).toBe(true);

      // A rule between each pair of columns, running from the header row down past the last row.
      const top = header[0]?.y ?? NaN;
      const bottom = body[body.length - 1]?.[0]?.y ?? NaN;
      for (let column = 1; column < 3; column += 1) {
        const [left = NaN, right = NaN] = [starts[column - 1], starts[column]];
        const rule = page.strokes.find(({ x1, y1, x2, y2 }) => near(x1, x2) && x1 > left && x1 < right && Math.min(y1, y2) < top && Math.max(y1, y2) > bottom);
        expect(rule, `a column rule between columns ${column} and ${column + 1}`).toBeDefined();
      }
    });

    it('repeats its header row on every page it runs over', async () => {
      const rows = Array.from({ length: 90 }, (_, at) => `| 节点 ${at + 1} | ${at * 10} |`).join('\n');
      const pages = readPdfLayout(await render({ content: `| 名称 | 容量 |\n|---|---|\n${rows}` }));
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) expect(looksBold(runOf(page.texts, '名称'))).toBe(true);
      expect(pages.flatMap((page) => page.texts).filter((run) => run.text.startsWith('节点 '))).toHaveLength(90);
    });
  });

  it('keeps list bullets and numbers beside their items, nested items indented further', async () => {
    const runs = await runsOf({ content: '- 第一项\n- second\n  - 嵌套项\n\n1. one\n2. 第二步' });
    const pairs = [
      ['•', '第一项'],
      ['1.', 'one'],
      ['2.', '第二步'],
    ] as const;
    for (const [marker, text] of pairs) {
      const item = runOf(runs, text);
      const label = runs.find((run) => run.text === marker && near(run.y, item.y));
      expect(label, `'${marker}' on the line of '${text}'`).toBeDefined();
      expect(item.x).toBeGreaterThan(label?.x ?? Infinity);
    }
    const parent = runOf(runs, 'second');
    const nested = runOf(runs, '嵌套项');
    const bulletOf = (item: TextRun) => runs.find((run) => run.text === '•' && near(run.y, item.y))?.x ?? NaN;
    expect(bulletOf(nested), 'the nested bullet is indented past its parent’s').toBeGreaterThan(bulletOf(parent));
    expect(nested.x).toBeGreaterThan(parent.x);
    expect(nested.y).toBeGreaterThan(parent.y);
  });

  it('sets fenced code in a monospaced font on a shaded background, one source line per line', async () => {
    const [page] = readPdfLayout(await render({ content: '正文。\n\n```sh\nmkdir -p /data\ncd /data\n  echo 配置完成\n```\n\n后文。' }));
    if (!page) throw new Error('no page');
    const lines = ['mkdir -p /data', 'cd /data', '  echo '].map((text) => runOf(page.texts, text));
    const chinese = runOf(page.texts, '配置完成');
    for (const line of lines) expect(line.font, line.text).toBe('Courier');
    expect(chinese.font).toMatch(/NotoSansSC/);
    expect(near(chinese.y, lines[2]?.y ?? NaN), 'the Chinese comment shares its line’s baseline').toBe(true);
    expect(
      lines.every((line) => near(line.x, lines[0]?.x ?? NaN)),
      'every line starts at the block’s left edge',
    ).toBe(true);
    const ys = lines.map((line) => line.y);
    expect(ys, 'lines in source order').toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys).size).toBe(3);
    expect(
      page.fills.some((box) => [...lines, chinese].every((run) => contains(box, run))),
      'a background behind the whole block',
    ).toBe(true);
    expect(runOf(page.texts, '正文。').font).not.toBe('Courier');
  });
});
