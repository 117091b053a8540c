// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from '@/modules/_ui/safe-markdown';
import { SiteMessages } from '@/renderer/i18n/site-messages.testing';
import { bindModules } from '@/renderer/pipeline/parse/parse-modules';
import { readEntries } from '@/renderer/pipeline/parse/read-entries';
import { DocArticle } from '@/renderer/templates/documents/doc-article';
import { Article } from '@/renderer/templates/static/article';
import { scriptRisks } from './dom-risks';
import { XSS_CORPUS } from './xss-corpus';

/** Markup parsed as a browser parses it, in a document without a window, so no handler in it can run here. */
function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

/** Server markup as the page gets it. React hoists an image preload `<link>` into the head; it is not CMS markup. */
function parsed(element: ReactElement): HTMLElement {
  const body = parse(renderToStaticMarkup(element));
  for (const preload of body.querySelectorAll('link[rel="preload"][as="image"]')) preload.remove();
  return body;
}

function moduleElement(type: 'rich-text' | 'faq-accordion', details: unknown): ReactElement {
  const { modules, dropped } = bindModules(readEntries([{ id: 'xss', name: 'xss', type, details: JSON.stringify(details) }]));
  expect(dropped).toEqual([]);
  const [module] = modules;
  if (!module) throw new Error(`${type} did not render`);
  return module.element;
}

/** Every component that shows CMS HTML, each given the payload where the CMS would put it. */
const PATHS: Record<string, (source: string) => ReactElement> = {
  SafeMarkdown: (source) => <SafeMarkdown source={source} />,
  'rich-text module': (source) => moduleElement('rich-text', { visible: true, content: source }),
  'faq-accordion module': (source) => moduleElement('faq-accordion', { visible: true, items: [{ question: 'Q?', answer: source }] }),
  'legal or company article': (source) => (
    <Article article={{ type: 'privacy', title: 'Privacy', content: source, updateTime: '2026-01-01' }} updatedLabel="updated" headingLevel={1} />
  ),
  'help document': (source) => (
    <SiteMessages locale={'EN_US'}>
      <DocArticle
        locale="EN_US"
        doc={{ id: 1, title: 'Doc', updateTime: '2026-01-01', isWplus: false, content: source, wplusDoc: null, contentType: 'html' }}
      />
    </SiteMessages>
  ),
};

describe('the XSS corpus', () => {
  it('has at least 40 payloads with distinct names', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(XSS_CORPUS.map((payload) => payload.name)).size).toBe(XSS_CORPUS.length);
  });

  // Renders and scans every payload of the corpus in one case: seconds on a busy machine.
  it('is caught by the DOM scan when the same Markdown renders without the sanitizer (so a clean result means something)', { timeout: 30_000 }, () => {
    const unsafe = (source: string) => (
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeRaw]} urlTransform={(url) => url}>
        {source}
      </Markdown>
    );
    const caught = XSS_CORPUS.filter(({ source }) => scriptRisks(parsed(unsafe(source))).length > 0);
    // React itself never writes a string event handler; the rest are tricks of a browser's own parse.
    expect(caught.length).toBeGreaterThanOrEqual(45);
  });
});

describe.each(Object.entries(PATHS))('%s', (_, render) => {
  it.each(XSS_CORPUS.map((payload) => [payload.name, payload.source]))('%s leaves nothing that runs script', (_, source) => {
    expect(scriptRisks(parsed(render(source)))).toEqual([]);
  });
});

describe('benign rich text survives the sanitizer', () => {
  it('keeps headings, emphasis, lists, tables, site links, https links and site images', () => {
    const source =
      '## Title\n\n**bold** _em_ [docs](/document) [site](https://www.example.com)\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![logo](/images/logo.svg)';
    const root = parsed(<SafeMarkdown source={source} />);
    expect(root.querySelector('h2')?.textContent).toBe('Title');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelector('a[href="/document"]')).not.toBeNull();
    expect(root.querySelector('a[href="https://www.example.com"]')).not.toBeNull();
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('table td')?.textContent).toBe('1');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/images/logo.svg');
  });
});
