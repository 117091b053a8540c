import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdvantagesGrid } from './advantages-grid';
import examples from './examples.json';
import { advantagesGridSchema } from './schema';

describe('advantages-grid', () => {
  it('numbers items without an icon and keeps numbers and icons out of the accessible text', () => {
    const numbered = renderToStaticMarkup(<AdvantagesGrid {...advantagesGridSchema.parse(examples[0])} />);
    expect(numbered).toContain('<span class="number" aria-hidden="true">01</span>');
    expect(numbered).toContain('<span class="number" aria-hidden="true">04</span>');
    expect(numbered).toMatch(/<img alt="云平台示意图[^"]*"/);
    const iconed = renderToStaticMarkup(<AdvantagesGrid {...advantagesGridSchema.parse(examples[1])} />);
    expect(iconed).not.toContain('class="number"');
    expect(iconed.match(/<img alt=""/g)).toHaveLength(5);
  });

  it('rejects an icon that is not a site path or https, and duplicate titles', () => {
    const item = { title: 'Fast', text: 'Very' };
    expect(advantagesGridSchema.safeParse({ items: [item] }).success).toBe(true);
    expect(advantagesGridSchema.safeParse({ items: [{ ...item, iconUrl: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(advantagesGridSchema.safeParse({ items: [item, item] }).success).toBe(false);
  });
});
