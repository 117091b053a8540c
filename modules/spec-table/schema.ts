import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';

export const specTableSchema = moduleVisibilitySchema
  .extend({
    title: z.string().max(120).optional(),
    caption: z.string().trim().min(1).max(160),
    columns: z.array(z.string().trim().min(1).max(60)).min(2).max(8),
    /** The first cell of each row is its header. */
    rows: z
      .array(z.object({ cells: z.array(z.string().trim().max(200)).min(2).max(8) }))
      .min(1)
      .max(60),
    /** A column label, e.g. the recommended edition; by label so it survives reordering. */
    highlightColumn: z.string().trim().max(60).optional(),
    footnote: z.string().max(400).optional(),
  })
  .superRefine(({ columns, rows, highlightColumn }, ctx) => {
    if (new Set(columns).size !== columns.length) ctx.addIssue({ code: 'custom', path: ['columns'], message: 'column labels must be unique' });
    const rowHeaders = rows.map((row) => row.cells[0] ?? '');
    if (rowHeaders.includes('')) ctx.addIssue({ code: 'custom', path: ['rows'], message: 'the first cell of every row is its header and must not be empty' });
    if (new Set(rowHeaders).size !== rowHeaders.length) ctx.addIssue({ code: 'custom', path: ['rows'], message: 'row headers must be unique' });
    rows.forEach((row, index) => {
      if (row.cells.length !== columns.length) {
        ctx.addIssue({ code: 'custom', path: ['rows', index, 'cells'], message: `a row needs ${columns.length} cells, one per column` });
      }
    });
    if (highlightColumn !== undefined && !columns.slice(1).includes(highlightColumn)) {
      ctx.addIssue({ code: 'custom', path: ['highlightColumn'], message: 'highlightColumn must be the label of a column other than the first' });
    }
  });
export type SpecTableProps = z.infer<typeof specTableSchema>;
