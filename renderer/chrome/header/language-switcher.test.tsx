import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher, type LanguageChoice } from './language-switcher.client';
import { pathsMissingIn } from '../../pipeline/resolve/locale-has-path';
import { switchLanding } from './switch-landing';

const pathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const OPTIONS: LanguageChoice[] = [
  { value: 'ZH_CN', host: 'localhost', origin: 'http://localhost:3000', label: '中文', lang: 'zh-CN', missing: pathsMissingIn('ZH_CN') },
  { value: 'EN_US', host: 'en.localhost', origin: 'http://en.localhost:3000', label: 'English', lang: 'en-US', missing: pathsMissingIn('EN_US') },
];

/** The English option's href in the switcher's server HTML, on a Chinese page at `path`. */
function englishHref(path: string): string | undefined {
  pathname.current = path;
  const html = renderToString(<LanguageSwitcher options={OPTIONS} current="ZH_CN" variant="list" label="语言" />);
  return html.match(/<a href="([^"]*)" hrefLang="en-US"/)?.[1];
}

afterEach(() => {
  pathname.current = '/';
});

describe("the language switcher's plain link in server HTML", () => {
  it('points at the same page when the other language has it, hidden-menu sections included', () => {
    for (const path of ['/product/enterprise-cloud', '/blog/60301', '/product-updates', '/compatibility']) {
      expect(englishHref(path), path).toBe(`http://en.localhost:3000${path}`);
    }
  });

  it('points at the other language’s home for a page it lacks, not at a 404', () => {
    expect(englishHref('/service_agreement')).toBe('http://en.localhost:3000/');
  });
});

describe('switchLanding', () => {
  it('keeps query and hash on the same page, drops them on a fallback', () => {
    expect(switchLanding({ pathname: '/blog', search: '?page=2', hash: '#top' }, pathsMissingIn('EN_US'))).toEqual({
      pathname: '/blog',
      search: '?page=2',
      hash: '#top',
    });
    expect(switchLanding({ pathname: '/service_agreement', search: '?x=1', hash: '#terms' }, pathsMissingIn('EN_US'))).toEqual({
      pathname: '/',
      search: '',
      hash: '',
    });
    expect(switchLanding({ pathname: '/service_agreement', search: '', hash: '' }, pathsMissingIn('ZH_CN')).pathname).toBe('/service_agreement');
  });
});
