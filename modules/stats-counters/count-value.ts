/** A display value split around its first number: '3,000+' is '' + 3000 + '+'. */
export type CountValue = { before: string; target: number; decimals: number; grouped: boolean; after: string };

const NUMBER = /^(\D*?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(.*)$/s;

export function parseCountValue(value: string): CountValue | undefined {
  const match = NUMBER.exec(value);
  if (!match) return undefined;
  const [, before = '', whole = '', fraction = '', after = ''] = match;
  const target = Number(`${whole.replaceAll(',', '')}.${fraction || '0'}`);
  return { before, target, decimals: fraction.length, grouped: whole.includes(','), after };
}

/** The value as it reads part way through counting; progress runs from 0 to 1. */
export function formatCountValue({ before, target, decimals, grouped, after }: CountValue, progress: number): string {
  const current = target * Math.min(1, Math.max(0, progress));
  const number = current.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: grouped });
  return `${before}${number}${after}`;
}
