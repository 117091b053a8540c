import { describe, expect, it } from 'vitest';
import { GET } from './route';

const get = (locale: string) => GET(new Request(`http://localhost/api/form-messages/${locale}`), { params: Promise.resolve({ locale }) });

describe('GET /api/form-messages/{locale}', () => {
  it("answers the locale's form messages as text pieces, with what a failed submission shows, kept by browsers for five minutes", async () => {
    const response = await get('EN_US');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const messages: Record<string, unknown> = await response.json();
    expect(messages['form.submit']).toEqual(['Submit']);
    expect(messages['form.privacyConsentLinked']).toEqual([
      'By submitting, you confirm that you have read and agree to our ',
      { tag: 'link', text: 'privacy policy' },
      '',
    ]);
    expect(messages['api.timeout']).toEqual(['Request timed out, refresh and retry']);
    expect(messages['search.label']).toBeUndefined();
  });

  it('answers 404 for a locale the site does not have', async () => {
    const response = await get('XX');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
