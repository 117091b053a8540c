// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { parseWithoutEval } from './zod-without-eval';

describe('zod in the browser', () => {
  it('never evaluates code once switched before zod loads: parsers are not compiled, so the CSP refuses nothing', async () => {
    parseWithoutEval();
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(FunctionSpy).not.toHaveBeenCalled();
    expect(z.config().jitless).toBe(true);
  });
});
