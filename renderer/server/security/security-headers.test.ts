import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, contentSecurityPolicy, pageSecurityHeaders } from './security-headers';

const HTTP = { CHAT_ORIGIN: 'https://chat.edgecloud.example', SITE_URL_SCHEME: 'http' } as const;
const HTTPS = { ...HTTP, SITE_URL_SCHEME: 'https' } as const;

const directives = (policy: string) => new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  it("names no external origin but the chat widget's", () => {
    const sources = [...directives(contentSecurityPolicy(HTTP)).values()].flat();
    const external = sources.filter((source) => /^[a-z]+:\/\//.test(source));
    expect(new Set(external)).toEqual(new Set(['https://chat.edgecloud.example']));
    expect(sources).not.toContain('*');
    expect(sources.filter((source) => /^(https?|wss?):$/.test(source))).toEqual([]);
  });

  it('keeps plugins, base, forms and framing to this site, and the widget to what it needs', () => {
    const policy = directives(contentSecurityPolicy(HTTP));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://chat.edgecloud.example']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://chat.edgecloud.example']);
    expect(policy.get('frame-src')).toEqual(['https://chat.edgecloud.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://chat.edgecloud.example']);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('uses the chat origin without its path', () => {
    expect(contentSecurityPolicy({ ...HTTP, CHAT_ORIGIN: 'https://chat.example.com:8443/widgets' })).toContain(
      "script-src 'self' 'unsafe-inline' https://chat.example.com:8443;",
    );
  });

  it("allows eval only in development (React's error overlay)", () => {
    expect(contentSecurityPolicy(HTTP)).not.toContain('unsafe-eval');
    expect(directives(contentSecurityPolicy(HTTP, { development: true })).get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('pageSecurityHeaders', () => {
  it('over http: CSP, nosniff, referrer, framing and permissions, no HSTS', () => {
    const headers = pageSecurityHeaders(HTTP);
    expect(headers).toMatchObject({
      'content-security-policy': contentSecurityPolicy(HTTP),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers).not.toHaveProperty('strict-transport-security');
  });

  it('over https: HSTS for a year and insecure requests upgraded', () => {
    const headers = pageSecurityHeaders(HTTPS);
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['content-security-policy']).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('apiSecurityHeaders', () => {
  it('let nothing in an API answer run, load or be framed, and send no Referer', () => {
    const headers = apiSecurityHeaders(HTTPS);
    const policy = directives(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(headers).toMatchObject({
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000',
    });
  });
});
