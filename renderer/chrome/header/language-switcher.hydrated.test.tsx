// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathsMissingIn } from '../../pipeline/resolve/locale-has-path';
import { LanguageSwitcher, type LanguageChoice } from './language-switcher.client';

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

const OPTIONS: LanguageChoice[] = [
  { value: 'ZH_CN', host: 'localhost', origin: 'http://localhost:3000', label: '中文', lang: 'zh-CN', missing: pathsMissingIn('ZH_CN') },
  { value: 'EN_US', host: 'en.localhost', origin: 'http://en.localhost:3000', label: 'English', lang: 'en-US', missing: pathsMissingIn('EN_US') },
];

/** The English option's href once the switcher runs in the browser, on the Chinese page at `address`. */
function englishHref(address: string): string | null {
  window.history.replaceState(null, '', address);
  render(<LanguageSwitcher options={OPTIONS} current="ZH_CN" variant="list" label="语言" />);
  return screen.getByRole('link', { name: 'English' }).getAttribute('href');
}

afterEach(cleanup);

describe("the language switcher's link in the browser", () => {
  it("is the browser's own address on the other host, query and hash kept", () => {
    expect(englishHref('/product/enterprise-cloud?x=1#specs')).toBe('http://en.localhost:3000/product/enterprise-cloud?x=1#specs');
  });

  it('is the other language’s home for a page it lacks', () => {
    expect(englishHref('/service_agreement?x=1')).toBe('http://en.localhost:3000/');
  });
});
