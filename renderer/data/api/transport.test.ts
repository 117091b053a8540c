import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTransport } from './transport';

afterEach(() => vi.unstubAllGlobals());

describe('fetchTransport', () => {
  it("passes the request's signal in init, which opts the call out of Next's teeing fetch dedupe", async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchSpy);
    const controller = new AbortController();
    const request = new Request('https://cms.example.com/api/portal/v1/menus?lang=EN_US', { signal: controller.signal });
    await fetchTransport(request);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [input, init] = fetchSpy.mock.calls[0] ?? [];
    expect(input).toBe(request);
    expect(init?.signal).toBe(request.signal);
    controller.abort();
    expect(init?.signal?.aborted).toBe(true);
  });
});
