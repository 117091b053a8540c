import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import containerCloud from '@/fixtures/EN_US/details/product/container-cloud.json';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { MenuRouteView } from './menu-route-view';

warmEmbeddedCms();

afterEach(() => {
  vi.restoreAllMocks();
});

/** A product page whose related products are named by id; the embedded CMS sends each `details` as JSON text. */
const modules = containerCloud.moduleViewList.map((view) => ({ id: view.id, details: view.details }));

/** Which module a parsed value is, whether the text was the CMS's or rewritten on the way (product names change, keys and title do not). */
const signature = (value: unknown) => (value && typeof value === 'object' ? JSON.stringify([Object.keys(value), 'title' in value ? value.title : null]) : '');

describe("a page's modules on their way to HTML", () => {
  it("parse each module's details once, on a page that names products", async () => {
    expect(JSON.stringify(modules)).toContain('"productId"');
    const parse = vi.spyOn(JSON, 'parse');

    const html = renderToStaticMarkup(await MenuRouteView({ locale: 'EN_US', path: 'product/container-cloud' }));

    // Its items carry no names of their own: the module is shown only once its products are named.
    expect(html).toContain('Related products');
    const parsed = parse.mock.results.map((result) => (result.type === 'return' ? signature(result.value) : ''));
    const parsesOf = (details: unknown) => parsed.filter((value) => value === signature(details)).length;
    expect(modules.map((module) => `${module.id}: ${parsesOf(module.details)}`)).toEqual(modules.map((module) => `${module.id}: 1`));
  });
});
