import { describe, expect, it } from 'vitest';
import { isBearer } from './bearer';

const SECRET = 'a-webhook-secret-of-32-characters';

describe('isBearer', () => {
  it('accepts the secret after the Bearer scheme, whose name is case-insensitive', () => {
    expect(isBearer(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(isBearer(`bearer ${SECRET}`, SECRET)).toBe(true);
  });

  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['another scheme', `Basic ${SECRET}`],
    ['the bare secret', SECRET],
    ['a wrong secret', 'Bearer another-secret-of-enough-length'],
    ['a prefix of the secret', `Bearer ${SECRET.slice(0, -1)}`],
    ['the secret with more after it', `Bearer ${SECRET}x`],
    ['an empty secret', 'Bearer '],
  ])('refuses %s', (_, header) => {
    expect(isBearer(header, SECRET)).toBe(false);
  });
});
