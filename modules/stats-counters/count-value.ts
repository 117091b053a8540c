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

/**
 * A count as the CMS writes it (1,234.5), without Intl: the page's first number format loads ICU's number data
 * (60 ms on a desktop, four times that on a phone), a stall just as the count starts.
 */
function writeNumber(value: number, decimals: number, grouped: boolean): string {
  const [whole = '', fraction] = value.toFixed(decimals).split('.');
  const digits = grouped ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** The value as it reads part way through counting; progress runs from 0 to 1. */
export function formatCountValue({ before, target, decimals, grouped, after }: CountValue, progress: number): string {
  return `${before}${writeNumber(target * Math.min(1, Math.max(0, progress)), decimals, grouped)}${after}`;
}
