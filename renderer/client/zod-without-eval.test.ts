// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('never evaluates code: parsers are not compiled, so the CSP without unsafe-eval refuses nothing', async () => {
    await import('./zod-without-eval');
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(FunctionSpy).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
  });
});
