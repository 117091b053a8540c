import { forbidden, notFound, redirect } from 'next/navigation';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accessFallbackStatus, withAccessFallbackMetadata } from './access-status';

const thrownBy = (fn: () => never): unknown => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
};

describe('accessFallbackStatus', () => {
  // next.config.ts enables forbidden() (experimental.authInterrupts); Next passes that to the server this way.
  beforeAll(() => {
    vi.stubEnv('__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS', 'true');
  });

  it("recognises what Next's notFound() and forbidden() throw", () => {
    expect(accessFallbackStatus(thrownBy(notFound))).toBe(404);
    expect(accessFallbackStatus(thrownBy(forbidden))).toBe(403);
  });

  it('leaves redirects and ordinary errors to their own handling', () => {
    expect(accessFallbackStatus(thrownBy(() => redirect('/')))).toBeUndefined();
    expect(accessFallbackStatus(new Error('content service call failed'))).toBeUndefined();
    expect(accessFallbackStatus('NEXT_HTTP_ERROR_FALLBACK;404')).toBeUndefined();
  });
});

describe('withAccessFallbackMetadata', () => {
  it('gives a missing page noindex metadata instead of failing the render', async () => {
    const generate = withAccessFallbackMetadata(async () => notFound());
    await expect(generate({})).resolves.toEqual({ robots: { index: false, follow: false } });
  });

  it('keeps other failures failing', async () => {
    const generate = withAccessFallbackMetadata(async () => {
      throw new Error('content service call failed');
    });
    await expect(generate({})).rejects.toThrow('content service call failed');
  });
});
