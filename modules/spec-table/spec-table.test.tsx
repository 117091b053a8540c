import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import examples from './examples.json';
import { specTableSchema } from './schema';
import { SpecTable } from './spec-table';

const table = { caption: 'Editions', columns: ['Item', 'A', 'B'], rows: [{ cells: ['CPU', '2', '4'] }] };

describe('spec-table', () => {
  it('renders a caption, column and row headers, and marks the highlighted column', () => {
    const html = renderToStaticMarkup(<SpecTable {...specTableSchema.parse(examples[1])} />);
    expect(html).toContain('<caption class="caption">Anti-DDoS editions</caption>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html.match(/<th scope="row"/g)).toHaveLength(5);
    expect(html).toContain('<th scope="col" class="highlight">Advanced</th>');
    expect(html.match(/<td class="highlight">/g)).toHaveLength(5);
    expect(html).toMatch(/<div class="scroller" role="region" aria-label="Anti-DDoS editions" tabindex="0">/);
  });

  it('rejects a row whose cells do not match the columns, a duplicate row header and an unknown highlighted column', () => {
    expect(specTableSchema.safeParse(table).success).toBe(true);
    expect(specTableSchema.safeParse({ ...table, rows: [{ cells: ['CPU', '2'] }] }).success).toBe(false);
    expect(specTableSchema.safeParse({ ...table, rows: [...table.rows, { cells: ['CPU', '8', '16'] }] }).success).toBe(false);
    expect(specTableSchema.safeParse({ ...table, highlightColumn: 'C' }).success).toBe(false);
    expect(specTableSchema.safeParse({ ...table, highlightColumn: 'Item' }).success).toBe(false);
  });
});
