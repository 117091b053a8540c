import { describe, expect, it } from 'vitest';
import { isLegacyBrowser, UPGRADE_BROWSER_PATH } from './legacy-browser';

const IE6 = 'Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1; SV1)';
const IE8 = 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('isLegacyBrowser', () => {
  it.each([IE6, IE8, IE9])('sends Internet Explorer below 10 to the upgrade page: %s', (ua) => {
    expect(isLegacyBrowser(ua)).toBe(true);
  });

  it.each([IE10, IE11, CHROME, IPHONE])('lets IE10, IE11 and current browsers through: %s', (ua) => {
    expect(isLegacyBrowser(ua)).toBe(false);
  });

  it('lets a request without a user-agent through', () => {
    expect(isLegacyBrowser(null)).toBe(false);
    expect(isLegacyBrowser(undefined)).toBe(false);
    expect(isLegacyBrowser('')).toBe(false);
  });

  it('is a public site path the proxy rewrites like any page', () => {
    expect(UPGRADE_BROWSER_PATH).toBe('/upgrade-browser');
  });
});
