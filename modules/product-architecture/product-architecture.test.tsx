import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import examples from './examples.json';
import { ProductArchitecture } from './product-architecture';
import { productArchitectureSchema } from './schema';

describe('product-architecture', () => {
  it('captions the diagram with its layers, so the list is the text of the image', () => {
    const html = renderToStaticMarkup(<ProductArchitecture {...productArchitectureSchema.parse(examples[1])} />);
    const figure = /<figure[^>]*>([\s\S]*)<\/figure>/.exec(html)?.[1] ?? '';
    expect(figure).toMatch(/<img alt="Edge platform architecture: [^"]+"/);
    expect(figure).toMatch(/<figcaption><ol class="layers"><li class="layer"><h3 class="layerName">Edge nodes<\/h3>/);
    expect(figure).toContain('<li class="chip">DDoS scrubbing</li>');
  });

  it('requires alt text for the diagram and rejects an image that is not a site path or https', () => {
    const valid = productArchitectureSchema.parse(examples[0]);
    expect(productArchitectureSchema.safeParse({ ...valid, diagram: { ...valid.diagram, alt: ' ' } }).success).toBe(false);
    expect(productArchitectureSchema.safeParse({ ...valid, diagram: { ...valid.diagram, src: 'javascript:alert(1)' } }).success).toBe(false);
    expect(productArchitectureSchema.safeParse({ ...valid, diagram: { ...valid.diagram, src: 'http://example.com/a.svg' } }).success).toBe(false);
  });
});
