import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bindModules } from '@/renderer/pipeline/parse/parse-modules';
import { readEntries } from '@/renderer/pipeline/parse/read-entries';
import { MAX_RICH_TEXT_DEPTH, nestingDepth } from './nesting-depth';
import { SafeMarkdown } from './safe-markdown';

const nestedDivs = (levels: number) => `${'<div>'.repeat(levels)}deep text${'</div>'.repeat(levels)}`;
const nestedQuotes = (levels: number) => `${'> '.repeat(levels)}deep text`;

describe('rich text nesting', () => {
  it('measures HTML and Markdown nesting, ignoring void and self-closing elements', () => {
    expect(nestingDepth('<p>a<br>b<img src="/x.png"/><strong>c</strong></p>')).toBe(2);
    expect(nestingDepth('> quote\n>> deeper\n\n- item\n  - sub item')).toBe(2);
    expect(nestingDepth(nestedDivs(3000))).toBe(3000);
  });

  it('renders the deepest accepted text without overflowing', () => {
    const html = renderToStaticMarkup(<SafeMarkdown source={nestedDivs(MAX_RICH_TEXT_DEPTH)} />);
    expect(html).toContain('deep text');
  });

  it.each([
    ['HTML', nestedDivs(3000)],
    ['Markdown', nestedQuotes(3000)],
  ])('shows 3,000 levels of %s as plain text instead of crashing', (_, source) => {
    const html = renderToStaticMarkup(<SafeMarkdown source={source} />);
    expect(html).toBe('<div><p>deep text</p></div>');
  });

  it('drops a rich-text module nested 3,000 levels deep and keeps the others', () => {
    const modules = [
      { id: 'deep', name: 'deep', type: 'rich-text', details: JSON.stringify({ visible: true, content: nestedDivs(3000) }) },
      { id: 'fine', name: 'fine', type: 'rich-text', details: JSON.stringify({ visible: true, content: 'Hello' }) },
    ];
    const { modules: rendered, dropped } = bindModules(readEntries(modules));
    expect(rendered.map((module) => module.id)).toEqual(['fine']);
    expect(dropped).toEqual([expect.objectContaining({ id: 'deep', type: 'rich-text', reason: 'schema' })]);
    expect(dropped[0]?.detail).toContain('nested more than');
  });
});
