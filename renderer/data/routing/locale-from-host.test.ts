import { describe, expect, it } from 'vitest';
import siteInfoJson from '@/fixtures/site-info.json';
import { webInfoSchema } from '@/schemas/site-info';
import { hostnameOf, localeFromHost } from './locale-from-host';

const { siteLanguageList, defaultLanguage } = webInfoSchema.parse(siteInfoJson);
const fixtureHosts = { languages: siteLanguageList, defaultLanguage };

describe('localeFromHost with the fixture site languages', () => {
  it.each([
    ['localhost:3000', 'ZH_CN'],
    ['localhost', 'ZH_CN'],
    ['en.localhost:3000', 'EN_US'],
    ['en.localhost', 'EN_US'],
    ['EN.LOCALHOST', 'EN_US'],
    [' en.localhost:3000 ', 'EN_US'],
    ['www.example.com', 'ZH_CN'],
    ['en.localhost.evil.example', 'ZH_CN'],
    ['[::1]:3000', 'ZH_CN'],
    ['', 'ZH_CN'],
    [null, 'ZH_CN'],
  ] as const)('host %j is served %s', (host, locale) => {
    expect(localeFromHost(host, fixtureHosts)).toBe(locale);
  });

  it('matches the host, not the port, whichever locale it belongs to', () => {
    const swapped = siteLanguageList.map((language) =>
      language.value === 'EN_US' ? { ...language, host: 'localhost' } : language.value === 'ZH_CN' ? { ...language, host: 'zh.localhost' } : language,
    );
    expect(localeFromHost('localhost:3000', { languages: swapped, defaultLanguage })).toBe('EN_US');
    expect(localeFromHost('zh.localhost:4000', { languages: swapped, defaultLanguage })).toBe('ZH_CN');
  });

  it('falls back to ZH_CN when the CMS language list is unavailable', () => {
    expect(localeFromHost('en.localhost:3000', { languages: [], defaultLanguage: undefined })).toBe('ZH_CN');
  });

  it("gives an unknown host the site info's default language, when that language has pages", () => {
    expect(localeFromHost('www.example.com', { languages: siteLanguageList, defaultLanguage: 'EN_US' })).toBe('EN_US');
    expect(localeFromHost('localhost:3000', { languages: siteLanguageList, defaultLanguage: 'EN_US' }), 'a known host keeps its own').toBe('ZH_CN');
    expect(localeFromHost('www.example.com', { languages: siteLanguageList, defaultLanguage: 'JA_JP' }), 'a dictionary-only language').toBe('ZH_CN');
  });

  it('serves an IPv6 host its own locale when one is configured', () => {
    const withIpv6 = siteLanguageList.map((language) => (language.value === 'EN_US' ? { ...language, host: '[::1]' } : language));
    expect(localeFromHost('[::1]:3000', { languages: withIpv6, defaultLanguage })).toBe('EN_US');
  });
});

describe('hostnameOf', () => {
  it.each([
    ['en.localhost:3000', 'en.localhost'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    [null, ''],
  ] as const)('%j → %j', (host, hostname) => {
    expect(hostnameOf(host)).toBe(hostname);
  });
});
