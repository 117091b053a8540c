import { describe, expect, it } from 'vitest';
import siteInfoJson from '@/fixtures/site-info.json';
import { webInfoSchema } from '@/schemas/site-info';
import { languageUrl, switchableLanguages } from './language-url';

const { siteLanguageList } = webInfoSchema.parse(siteInfoJson);
const here = (href: string) => new URL(href);

describe('switchableLanguages', () => {
  it('lists only the languages of the site list that have a host', () => {
    expect(switchableLanguages(siteLanguageList)).toEqual([
      { value: 'ZH_CN', host: 'localhost' },
      { value: 'EN_US', host: 'en.localhost' },
    ]);
  });

  it('leaves out a host that is not a plain host name', () => {
    const list = [
      { name: 'a', value: 'ZH_CN', host: 'evil.example/path' },
      { name: 'b', value: 'EN_US', host: 'user@evil.example' },
      { name: 'c', value: 'JA_JP', host: 'jp.example.com:8443' },
      { name: 'd', value: 'KO_KR', host: '[::1]' },
    ] as const;
    expect(switchableLanguages(list).map((language) => language.value)).toEqual(['JA_JP', 'KO_KR']);
  });
});

describe('languageUrl', () => {
  it('keeps the port, path and query', () => {
    expect(languageUrl(here('http://localhost:3100/product/enterprise-cloud?x=1'), 'en.localhost')).toBe(
      'http://en.localhost:3100/product/enterprise-cloud?x=1',
    );
  });

  it('works back from English to Chinese, keeping the hash', () => {
    expect(languageUrl(here('http://en.localhost:3000/solution/healthcare?a=1&b=2#cases'), 'localhost')).toBe(
      'http://localhost:3000/solution/healthcare?a=1&b=2#cases',
    );
  });

  it('adds no port when the page has the default one', () => {
    expect(languageUrl(here('https://www.example.com/'), 'en.example.com')).toBe('https://en.example.com/');
  });

  it("uses a port written in the language's host", () => {
    expect(languageUrl(here('http://localhost:3000/a'), 'en.localhost:4000')).toBe('http://en.localhost:4000/a');
  });
});
