// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown';

const imageSrcs = (source: string) => {
  const body = new DOMParser().parseFromString(renderToStaticMarkup(<SafeMarkdown source={source} />), 'text/html').body;
  return [...body.querySelectorAll('div img')].map((image) => image.getAttribute('src'));
};

describe('rich-text images', () => {
  it("keep site paths and fetch https images through this site's optimizer", () => {
    expect(imageSrcs('![a](/images/logo.svg) <img src="https://img.example.com/a.png">')).toEqual([
      '/images/logo.svg',
      '/_next/image?url=https%3A%2F%2Fimg.example.com%2Fa.png&w=1200&q=75',
    ]);
  });

  it('are not preloaded from the head: they load at low priority, after what the page needs first', () => {
    const markup = renderToStaticMarkup(<SafeMarkdown source={'![a](/images/a.svg)\n\n<img src="/images/b.png" fetchpriority="high">'} />);
    expect(markup).not.toContain('rel="preload"');
    const images = [...new DOMParser().parseFromString(markup, 'text/html').body.querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('fetchpriority'), image.getAttribute('decoding'), image.getAttribute('loading')])).toEqual([
      ['low', 'async', null],
      ['low', 'async', null],
    ]);
  });

  it('load nothing from another origin: http, protocol-relative and remote SVG lose their source', () => {
    const source = '![a](http://img.example.com/a.png) <img src="//evil.example/a.png"> <img src="https://img.example.com/a.svg">';
    expect(imageSrcs(source)).toEqual([null, null, null]);
  });
});
