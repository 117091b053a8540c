import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown';

/** Every fixture document's Markdown that holds no `<`, so no raw HTML: SafeMarkdown skips the HTML parser for it. */
const plainMarkdown = ['ZH_CN', 'EN_US'].flatMap((locale) => {
  const folder = path.join('fixtures', locale, 'docs', 'documents');
  return fs.readdirSync(folder).flatMap((file): [string, string][] => {
    const content: unknown = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')).content;
    return typeof content === 'string' && !content.includes('<') ? [[`${locale} ${file}`, content]] : [];
  });
});

const render = (source: string) => renderToStaticMarkup(<SafeMarkdown source={source} />);

describe('Markdown without raw HTML', () => {
  it('is most of the fixture documents', () => {
    expect(plainMarkdown.length).toBeGreaterThan(40);
  });

  // A trailing comment sends the same text through rehype-raw; the sanitizer drops the comment again,
  // leaving only the line break before it.
  it.each(plainMarkdown)('%s renders as it would through the HTML parser', (_, source) => {
    const throughParser = render(`${source}\n\n<!-- through the HTML parser -->`);
    expect(throughParser).toMatch(/\n<\/div>$/);
    expect(render(source)).toBe(throughParser.replace(/\n<\/div>$/, '</div>'));
  });
});
