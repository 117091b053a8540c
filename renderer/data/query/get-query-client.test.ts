import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callPortal } from '../api/call-portal';
import { PortalError } from '../api/errors';
import { TIMEOUT_MS } from '../api/limits';
import { makeQueryClient } from './get-query-client';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A browser query on the site's client whose CMS call answers with `answer`; counts the calls. */
function watchQuery(answer: () => Promise<Response>) {
  const calls = { count: 0 };
  const transport = () => {
    calls.count += 1;
    return answer();
  };
  const observer = new QueryObserver(makeQueryClient(), {
    queryKey: ['hot-words'],
    queryFn: async () => {
      const [error, data] = await callPortal({ baseUrl: 'http://cms.test', transport, locale: 'EN_US' }, 'hotSearchWords');
      if (error) throw error;
      return data;
    },
  });
  const stop = observer.subscribe(() => undefined);
  return { calls, observer, stop };
}

describe('the browser query client', () => {
  it('does not retry a call cut at the time limit: a hanging CMS costs the visitor one limit, not two', async () => {
    const { calls, observer, stop } = watchQuery(() => new Promise<Response>(() => {}));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS + 100);
    expect(observer.getCurrentResult().status).toBe('error');
    expect(observer.getCurrentResult().error).toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS * 2);
    expect(calls.count).toBe(1);
    stop();
  });

  it('retries another failure once', async () => {
    const { calls, observer, stop } = watchQuery(() => Promise.resolve(new Response('busy', { status: 502 })));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(observer.getCurrentResult().error).toBeInstanceOf(PortalError);
    expect(calls.count).toBe(2);
    stop();
  });
});
