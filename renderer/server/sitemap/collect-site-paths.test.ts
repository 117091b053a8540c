import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocMenuEntry } from '@/schemas/document';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import type { PortalResult } from '../../data/api/call-types';
import { PortalError } from '../../data/api/errors';
import type * as docs from '../../data/content/get-docs';
import type * as siteInfo from '../../data/content/get-site-info';
import { collectSitePaths } from './collect-site-paths';

const failures = vi.hoisted(() => ({ menus: false, docs: false }));

vi.mock('../../data/content/get-site-info', async (importOriginal) => {
  const original = await importOriginal<typeof siteInfo>();
  const timedOut: PortalResult<never> = [new PortalError('timeout', { detail: 'test' }), undefined];
  return {
    ...original,
    getMenus: (...args: Parameters<typeof original.getMenus>) => (failures.menus ? Promise.resolve(timedOut) : original.getMenus(...args)),
  };
});
vi.mock('../../data/content/get-docs', async (importOriginal) => {
  const original = await importOriginal<typeof docs>();
  const noEntries: PortalResult<DocMenuEntry[]> = [null, []];
  return { ...original, getDocEntries: () => (failures.docs ? Promise.reject(new Error('tree exploded')) : Promise.resolve(noEntries)) };
});

afterEach(() => {
  failures.menus = false;
  failures.docs = false;
  vi.restoreAllMocks();
});

warmEmbeddedCms();

describe('collectSitePaths when part of the CMS fails', () => {
  it('lists the fixed routes, static pages, news and documents without the menus', async () => {
    failures.menus = true;
    const paths = await collectSitePaths('ZH_CN');
    expect(paths).toEqual(expect.arrayContaining(['/', '/press', '/company', '/press/60101', '/document/201']));
    expect(paths).not.toContain('/product/enterprise-cloud');
  });

  it('leaves out a source that throws and keeps the others', async () => {
    failures.docs = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const paths = await collectSitePaths('EN_US');
    expect(paths).toContain('/product/enterprise-cloud');
    expect(paths.filter((path) => path.startsWith('/document/'))).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[sitemap] documents EN_US left out'));
  });
});
