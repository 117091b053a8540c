import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registry } from '@/modules/registry';
import { visibleText } from '@/tests/support/html';
import { ModuleGallery } from './module-gallery';

const sectionOf = (html: string, type: string) => html.match(new RegExp(`<section[^>]*id="module-${type}"[\\s\\S]*?</section>(?=<section|</div>$)`))?.[0] ?? '';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('ModuleGallery', () => {
  const html = renderToStaticMarkup(<ModuleGallery locale="ZH_CN" />);

  it('gives each module its field rules in the page language, read from its schema', () => {
    const section = sectionOf(html, 'feature-cards');
    const row = section.match(/<tr><th scope="row"><code>cards\[\]\.title<\/code>[\s\S]*?<\/tr>/)?.[0] ?? '';
    expect(visibleText(row)).toBe('cards[].title string 必填 1–60 个字符');
    const columns = section.match(/<tr><th scope="row"><code>columns<\/code>[\s\S]*?<\/tr>/)?.[0] ?? '';
    expect(visibleText(columns)).toBe('columns number 可选 可选值：2, 3, 4 默认 3');
  });

  it('shows the details JSON of every example beside its rendering', () => {
    for (const definition of Object.values(registry)) {
      const shown = [...sectionOf(html, definition.type).matchAll(/<pre><code>([\s\S]*?)<\/code><\/pre>/g)].map((match) => JSON.parse(decode(match[1] ?? '')));
      expect(shown, definition.type).toEqual(definition.examples);
    }
  });
});
