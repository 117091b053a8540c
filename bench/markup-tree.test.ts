import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { element } from './baseline-next/app/markup';
import { markupTree } from './markup-tree';

const page = [
  '<!DOCTYPE html><html lang="zh-CN"><head><title>页</title></head><body>',
  '<a class="skip link" href="#main" aria-label="跳转" data-drawer-inert="">跳转到主要内容</a>',
  '<main id="main" tabindex="-1"><h1 style="color:red">产品 &amp; 方案</h1><label for="q">搜</label><input id="q" hidden><img alt="" src="/i.svg" width="128"></main>',
  '<script>self.__next_f.push([1,"x"])</script>',
  '</body></html>',
].join('');

describe('markupTree', () => {
  it('keeps every element and text of the body, with the attributes React renders back the same', () => {
    // React puts a preload for the image first: that is React's addition, not part of the tree.
    const html = renderToStaticMarkup(markupTree(page).map(element)).replace(/^<link rel="preload"[^>]*\/>/, '');
    expect(html).toBe(
      '<a class="skip link" href="#main" aria-label="跳转" data-drawer-inert="">跳转到主要内容</a>' +
        '<main id="main" tabindex="-1"><h1>产品 &amp; 方案</h1><label for="q">搜</label><input id="q" hidden=""/><img alt="" src="/i.svg" width="128"/></main>',
    );
  });

  it('leaves out scripts, the payload among them', () => {
    expect(JSON.stringify(markupTree(page))).not.toContain('__next_f');
  });

  it('refuses a document without a body rather than weighing nothing', () => {
    expect(() => markupTree('<frameset></frameset>')).toThrow('the page has no body');
  });
});
