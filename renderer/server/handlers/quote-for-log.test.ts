import { describe, expect, it } from 'vitest';
import { quoteForLog } from './quote-for-log';

describe('quoteForLog', () => {
  it('escapes every line break a log reader may split on, Unicode ones included', () => {
    const forged = 'x\n\r\u0085\u2028\u2029\u009b[cms] POST / failed';
    expect(JSON.stringify(forged)).toMatch(/[\u0085\u2028\u2029]/);
    expect(quoteForLog(forged)).toBe('"x\\n\\r\\u0085\\u2028\\u2029\\u009b[cms] POST / failed"');
  });

  it('quotes plain text and nothing as JSON would', () => {
    expect(quoteForLog('/product/存储')).toBe('"/product/存储"');
    expect(quoteForLog(undefined)).toBe('""');
  });
});
