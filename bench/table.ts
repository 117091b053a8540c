export type Cell = string | number;

/** A Markdown table: readable in a terminal and pasteable into docs/benchmarks.md (current figures) or docs/benchmarks-history.md (a run). */
export function table(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...text.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = text;
  return [line(head), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
