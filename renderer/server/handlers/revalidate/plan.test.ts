import { AsyncLocalStorage } from 'node:async_hooks';
import type * as NextCache from 'next/cache';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { everyTag } from './every-tag';
import { internalPaths, planRevalidation, softTag, type PathTarget } from './plan';
import { MAX_PATHS, MAX_TAGS, revalidateRequestSchema } from './request-schema';

describe('internalPaths', () => {
  it('gives the internal route of every site locale and device', () => {
    expect(internalPaths('/product/enterprise-cloud')).toEqual([
      '/ZH_CN/desktop/product/enterprise-cloud',
      '/ZH_CN/mobile/product/enterprise-cloud',
      '/EN_US/desktop/product/enterprise-cloud',
      '/EN_US/mobile/product/enterprise-cloud',
    ]);
  });

  it('maps home to the locale and device segments alone', () => {
    expect(internalPaths('/')).toEqual(['/ZH_CN/desktop', '/ZH_CN/mobile', '/EN_US/desktop', '/EN_US/mobile']);
  });
});

describe('planRevalidation', () => {
  it('expires the given tags and every variant of the given paths, once each', () => {
    const plan = planRevalidation({ tags: ['menus', 'menus', 'detail:product:1101:EN_US'], paths: ['/about/company', '/about/company'] });
    expect(plan.tags).toEqual(['menus', 'detail:product:1101:EN_US']);
    expect(plan.paths.map(({ path }) => path)).toEqual(internalPaths('/about/company'));
    expect(plan.paths.every(({ type }) => type === undefined)).toBe(true);
  });

  it('expires every listable tag and every page for `all`', () => {
    const plan = planRevalidation({ all: true });
    expect(plan.tags).toEqual(everyTag());
    expect(plan.paths).toEqual([{ path: '/', type: 'layout' }]);
  });
});

describe('revalidateRequestSchema', () => {
  it.each([
    ['tags', { tags: ['menus', 'catalog:product:EN_US'] }],
    ['paths', { paths: ['/', '/product/enterprise-cloud', '/legal/service_agreement'] }],
    ['all', { all: true }],
    ['tags and paths', { tags: ['hot-menus'], paths: ['/press'] }],
  ])('accepts %s', (_, body) => {
    expect(revalidateRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['an empty object', {}],
    ['an empty tag list', { tags: [] }],
    ['an unknown tag', { tags: ['menus', 'no-such-tag'] }],
    ['a tag that is not a string', { tags: [1] }],
    [`more than ${MAX_TAGS} tags`, { tags: Array.from({ length: MAX_TAGS + 1 }, () => 'menus') }],
    [`more than ${MAX_PATHS} paths`, { paths: Array.from({ length: MAX_PATHS + 1 }, (_, i) => `/p${i}`) }],
    ['a relative path', { paths: ['product/enterprise-cloud'] }],
    ['a path with a query', { paths: ['/search?q=x'] }],
    ['a path with a trailing slash', { paths: ['/product/'] }],
    ['a path with an empty segment', { paths: ['//evil.example'] }],
    ['a path climbing up', { paths: ['/product/../api'] }],
    ['a full URL', { paths: ['https://example.com/'] }],
    ['an API path', { paths: ['/api/revalidate'] }],
    ['an asset path', { paths: ['/_next/static/x.js'] }],
    ['all set to false', { all: false }],
    ['an unknown field', { tags: ['menus'], purge: true }],
    ['an array', [{ tags: ['menus'] }]],
  ])('refuses %s', (_, body) => {
    expect(revalidateRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('softTag', () => {
  let tagsNextExpires: (target: PathTarget) => string[];

  beforeAll(async () => {
    // Next's server sets this global before it loads its request storage; so must a test that loads it.
    Reflect.set(globalThis, 'AsyncLocalStorage', AsyncLocalStorage);
    // The setup file mocks next/cache for the rest of the suite; this test needs Next's own.
    const { revalidatePath } = await vi.importActual<typeof NextCache>('next/cache');
    const { workAsyncStorage } = await import('next/dist/server/app-render/work-async-storage.external.js');
    /** The tags Next's own revalidatePath queues, read from a work store of our own. */
    tagsNextExpires = (target) => {
      const store: { incrementalCache: object; route: string; pendingRevalidatedTags?: { tag: string }[] } = { incrementalCache: {}, route: '/api/revalidate' };
      // Only the two fields revalidatePath reads; the rest of Next's work store does not matter here.
      workAsyncStorage.run(store as never, () => revalidatePath(target.path, target.type));
      return (store.pendingRevalidatedTags ?? []).map(({ tag }) => tag);
    };
  });

  it.each<PathTarget>([{ path: '/', type: 'layout' }, ...internalPaths('/product/enterprise-cloud').map((path) => ({ path })), { path: '/ZH_CN/mobile' }])(
    'is the tag Next expires for $path',
    (target) => {
      expect(tagsNextExpires(target)).toEqual([softTag(target)]);
    },
  );
});
