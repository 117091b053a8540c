import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsent } from './consent-cookie';

describe('the consent cookie', () => {
  it('stores allow for 31536000 seconds at path /, SameSite=Lax, Secure only over https', () => {
    expect(consentCookie(false)).toBe('cookie_consent=allow; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie(true)).toBe('cookie_consent=allow; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is found among other cookies, and only with the value allow', () => {
    expect(hasConsent('a=1; cookie_consent=allow; b=2')).toBe(true);
    expect(hasConsent('cookie_consent=allow')).toBe(true);
    expect(hasConsent('')).toBe(false);
    expect(hasConsent('cookie_consent=deny')).toBe(false);
    expect(hasConsent('my_cookie_consent=allow')).toBe(false);
  });
});
