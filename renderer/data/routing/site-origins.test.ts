import { describe, expect, it } from 'vitest';
import siteInfoFixture from '@/fixtures/site-info.json';
import type { LanguageOption } from '@/schemas/locale';
import { webInfoSchema } from '@/schemas/site-info';
import type { Env } from '../config/env';
import { siteOrigins } from './site-origins';

const siteInfo = webInfoSchema.parse(siteInfoFixture);
const e2eEnv: Pick<Env, 'SITE_URL_SCHEME' | 'SITE_URL_PORT'> = { SITE_URL_SCHEME: 'http', SITE_URL_PORT: '3100' };
const withLanguages = (siteLanguageList: LanguageOption[]) => ({ ...siteInfo, siteLanguageList });

describe('siteOrigins', () => {
  it('puts the configured scheme and port on the hosts of the site info', () => {
    expect(siteOrigins(siteInfo, e2eEnv)).toMatchObject({
      origins: { ZH_CN: 'http://localhost:3100', EN_US: 'http://en.localhost:3100' },
      defaultLocale: 'ZH_CN',
    });
  });

  it('gives the switcher each language with a host and that host’s origin, from the same computation', () => {
    expect(siteOrigins(siteInfo, e2eEnv).languages).toEqual([
      { value: 'ZH_CN', host: 'localhost', origin: 'http://localhost:3100' },
      { value: 'EN_US', host: 'en.localhost', origin: 'http://en.localhost:3100' },
    ]);
  });

  it('leaves the port out when it is empty or the scheme default', () => {
    expect(siteOrigins(siteInfo, { SITE_URL_SCHEME: 'https', SITE_URL_PORT: '' }).origins.EN_US).toBe('https://en.localhost');
    expect(siteOrigins(siteInfo, { SITE_URL_SCHEME: 'https', SITE_URL_PORT: '443' }).origins.ZH_CN).toBe('https://localhost');
  });

  it('keeps a port written in the host itself', () => {
    const info = withLanguages([{ name: 'English', value: 'EN_US', host: 'en.example.com:8443' }]);
    expect(siteOrigins(info, e2eEnv).origins).toEqual({ EN_US: 'http://en.example.com:8443' });
  });

  it('gives no origin to languages without a host or with a host that smuggles a path or credentials in', () => {
    const info = withLanguages([
      { name: '简体中文', value: 'ZH_CN', host: 'evil.example/phish' },
      { name: 'English', value: 'EN_US', host: 'user@evil.example' },
      { name: '日本語', value: 'JA_JP', host: 'ja.example.com' },
    ]);
    // JA_JP has a host but no pages of its own (SITE_LOCALES): no origin either.
    expect(siteOrigins(info, e2eEnv).origins).toEqual({});
  });
});
