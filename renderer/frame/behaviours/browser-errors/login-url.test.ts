import { describe, expect, it } from 'vitest';
import { loginLang, loginUrl, serviceAddress } from './login-url';

describe('loginUrl', () => {
  it('sends the current full address as service and lang zh-cn for Chinese', () => {
    const url = new URL(loginUrl('https://console.example.com', 'http://localhost:3000/product/hybrid-cloud?x=1#top', 'ZH_CN'));
    expect(url.origin + url.pathname).toBe('https://console.example.com/login');
    expect(url.searchParams.get('service')).toBe('http://localhost:3000/product/hybrid-cloud?x=1#top');
    expect(url.searchParams.get('lang')).toBe('zh-cn');
  });

  it('uses lang en for English', () => {
    const url = new URL(loginUrl('https://console.example.com/', 'http://en.localhost:3000/', 'EN_US'));
    expect(url.href).toBe('https://console.example.com/login?service=http%3A%2F%2Fen.localhost%3A3000%2F&lang=en');
  });

  it('keeps a console path and encodes the service so its own query cannot leak into the login query', () => {
    const url = new URL(loginUrl('https://example.com/console', 'http://localhost:3000/a?lang=xx&service=evil', 'ZH_CN'));
    expect(url.pathname).toBe('/console/login');
    expect([...url.searchParams.keys()]).toEqual(['service', 'lang']);
    expect(url.searchParams.get('lang')).toBe('zh-cn');
  });

  it.each([
    ['ZH_CN', 'zh-cn'],
    ['EN_US', 'en'],
    ['JA_JP', 'zh-cn'],
    ['KO_KR', 'zh-cn'],
  ] as const)('%s logs in with %s', (locale, lang) => {
    expect(loginLang(locale)).toBe(lang);
  });
});

describe('serviceAddress', () => {
  it('keeps the path, query and hash but always names the configured origin', () => {
    expect(serviceAddress('http://127.0.0.1:3000/product/x?a=1#top', 'http://localhost:3000')).toBe('http://localhost:3000/product/x?a=1#top');
    expect(serviceAddress('https://evil.example/', 'https://www.edgecloud.example')).toBe('https://www.edgecloud.example/');
  });
});
