import { describe, expect, it } from 'vitest';
import { GET } from './route';

const get = (locale: string) => GET(new Request(`http://localhost/api/form-messages/${locale}`), { params: Promise.resolve({ locale }) });

describe('GET /api/form-messages/{locale}', () => {
  it("answers the locale's form and page messages as syntax trees, kept by browsers for five minutes", async () => {
    const response = await get('EN_US');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const messages: Record<string, unknown> = await response.json();
    expect(messages['form.submit']).toEqual([{ type: 0, value: 'Submit' }]);
    expect(messages['api.timeout']).toBeDefined();
    expect(Object.values(messages).every(Array.isArray)).toBe(true);
  });

  it('answers 404 for a locale the site does not have', async () => {
    const response = await get('XX');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
