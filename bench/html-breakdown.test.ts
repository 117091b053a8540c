import { describe, expect, it } from 'vitest';
import { htmlBreakdown } from './html-breakdown';

const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
const page = [
  '<html><head><title>页</title></head><body>',
  '<header class="h"><nav><header>inner</header></nav></header>',
  '<main id="main" data-drawer-inert=""><h1>产品</h1></main>',
  '<aside class="p" data-drawer-inert="">side</aside>',
  '<footer data-drawer-inert="">foot</footer>',
  push('1:["$","$L2",null,{"lang":"zh-CN","messages":{"a":"甲","b":"x}\\"y"},"children":"…"}]\n'),
  '</body></html>',
].join('');

describe('htmlBreakdown', () => {
  it('measures each part in bytes, nested elements of the same tag included, and the rest as framework', () => {
    const parts = htmlBreakdown(page);
    expect(parts.header).toBe(Buffer.byteLength('<header class="h"><nav><header>inner</header></nav></header>'));
    expect(parts.content).toBe(Buffer.byteLength('<main id="main" data-drawer-inert=""><h1>产品</h1></main>'));
    expect(parts.sidePanel).toBe(Buffer.byteLength('<aside class="p" data-drawer-inert="">side</aside>'));
    expect(parts.footer).toBe(Buffer.byteLength('<footer data-drawer-inert="">foot</footer>'));
    expect(parts.header + parts.content + parts.sidePanel + parts.footer + parts.rscPayload + parts.framework).toBe(parts.bytes);
    expect(parts.gzipBytes).toBeGreaterThan(0);
  });

  it('finds the dictionary inside the RSC payload, braces and quotes in its strings notwithstanding', () => {
    const parts = htmlBreakdown(page);
    expect(parts.dictionary).toBe(Buffer.byteLength(JSON.stringify('"messages":{"a":"甲","b":"x}\\"y"}')));
    expect(parts.dictionary).toBeLessThan(parts.rscPayload);
  });
});
