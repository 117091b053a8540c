import { describe, expect, it } from 'vitest';
import { richTextBlocks } from '../search/rich-text';
import { pdfBlocks } from './pdf-blocks';

describe('pdfBlocks', () => {
  it('gathers a table’s rows into one table, and starts another at the next header row', () => {
    const markdown = '| a | b |\n|---|---|\n| 1 | 2 |\n\n| c |\n|---|\n| 3 |\n\n段落';
    expect(pdfBlocks(richTextBlocks(markdown, 'markdown'))).toEqual([
      {
        kind: 'table',
        rows: [
          { kind: 'table-row', cells: ['a', 'b'], header: true },
          { kind: 'table-row', cells: ['1', '2'], header: false },
        ],
      },
      {
        kind: 'table',
        rows: [
          { kind: 'table-row', cells: ['c'], header: true },
          { kind: 'table-row', cells: ['3'], header: false },
        ],
      },
      { kind: 'paragraph', text: '段落' },
    ]);
  });
});
