import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_BEFORE_HOST, fetchPublishedSiteInfo } from './site-info';
import { dataOf } from '@/tests/msw/portal-context';

const ROOT = path.resolve(__dirname, '../../..');
const sources = (...entries: string[]) =>
  entries
    .flatMap((entry) =>
      fs.statSync(path.join(ROOT, entry)).isDirectory()
        ? fs.readdirSync(path.join(ROOT, entry), { recursive: true, encoding: 'utf8' }).map((file) => path.join(entry, file))
        : [entry],
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file));
const reading = (pattern: RegExp) => sources('renderer', 'app', 'proxy.ts').filter((file) => pattern.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));

describe('the site info', () => {
  it('is asked of the CMS in site-info.ts and getSiteInfo only (the preview check asks with a token, to test the token)', () => {
    expect(reading(/(callPortal|portalCall)\([^;]*'website'/).sort()).toEqual([
      'renderer/data/content/get-site-info.ts',
      'renderer/data/content/site-info.ts',
      'renderer/data/preview/preview-check.ts',
    ]);
  });

  it('is never asked in a locale written out at the call: before a request has one, it is LOCALE_BEFORE_HOST', () => {
    expect(reading(/(serverPortalContext|portalCall)\('[A-Z]{2}_[A-Z]{2}'/)).toEqual([]);
    expect(LOCALE_BEFORE_HOST).toBe('ZH_CN');
  });

  it('outside a render comes published, straight from the CMS', async () => {
    const info = dataOf(await fetchPublishedSiteInfo());
    expect(info.siteLanguageList.map((language) => language.value)).toContain('EN_US');
  });
});
