import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS } from '../api/limits';
import { handedDeadline, PORTAL_DEADLINE_HEADER } from './request-deadline';

const handed = (value?: string) => handedDeadline(new Headers(value === undefined ? {} : { [PORTAL_DEADLINE_HEADER]: value }));

describe('handedDeadline', () => {
  it("takes the proxy's deadline", () => {
    const deadline = Date.now() + 1_234;
    expect(handed(String(deadline))).toBe(deadline);
  });

  it('is one budget from now without one, or with one that is not a time', () => {
    for (const value of [undefined, '', 'soon', '-5', '1e20', '12.5']) {
      const before = Date.now();
      const deadline = handed(value);
      expect(deadline - before, String(value)).toBeGreaterThanOrEqual(TIMEOUT_MS);
      expect(deadline - Date.now(), String(value)).toBeLessThanOrEqual(TIMEOUT_MS);
    }
  });

  it("never grants more than one budget: a client's own later value does not lengthen its wait", () => {
    expect(handed(String(Date.now() + 10 * TIMEOUT_MS)) - Date.now()).toBeLessThanOrEqual(TIMEOUT_MS);
  });
});
