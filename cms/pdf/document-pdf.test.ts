import { describe, expect, it } from 'vitest';
import { cjkFont } from './cjk-font';
import { renderDocumentPdf, type DocumentPdfInput } from './document-pdf';
import { extractPdfText, hasPdftotext, pdftotext } from './pdf-text.testing';

const render = (overrides: Partial<DocumentPdfInput>) =>
  renderDocumentPdf({ title: '文档', updateTime: '2026-01-01 10:00:00', content: '', contentType: 'markdown', locale: 'ZH_CN', ...overrides });
const textOf = (bytes: Uint8Array) => (hasPdftotext() ? pdftotext(bytes) : extractPdfText(bytes));

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
    const text = textOf(await render({ content: '```js\nconst quota = 10; // 配额上限\n```' }));
    expect(text).toContain('const quota = 10;');
    expect(text).toContain('配额上限');
  });

  it('shows a character the font lacks as a visible box, not as nothing', async () => {
    const text = textOf(await render({ content: '表情 😀 结束' }));
    expect(text).toMatch(/表情 □ 结束/);
  });

  it('breaks a long document over pages and numbers them', async () => {
    const content = Array.from({ length: 120 }, (_, at) => `第 ${at + 1} 段：对象存储采用扁平化命名空间与分布式元数据架构。`).join('\n\n');
    const bytes = await render({ content });
    const text = textOf(bytes);
    const pages = Number(/\/Type \/Pages[^]*?\/Count (\d+)/.exec(Buffer.from(bytes).toString('latin1'))?.[1]);
    expect(pages).toBeGreaterThan(1);
    // pdftotext may close up the spaces of a centred '1 / 5'.
    expect(text).toMatch(new RegExp(`(^|\\n)1 ?/ ?${pages}\\s*$`, 'm'));
    expect(text).toMatch(new RegExp(`(^|\\n)${pages} ?/ ?${pages}\\s*$`, 'm'));
    expect(text).toContain('第 120 段');
  });
});
