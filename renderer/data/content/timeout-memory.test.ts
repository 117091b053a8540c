import { describe, expect, it, vi } from 'vitest';
import type { PortalResult } from '../api/call-types';
import { PortalError } from '../api/errors';
import { createTimeoutMemory, TIMEOUT_MEMORY_MS } from './timeout-memory';

const timedOut = (): Promise<PortalResult<string>> => Promise.resolve([new PortalError('timeout'), undefined]);
const failed = (): Promise<PortalResult<string>> => Promise.resolve([new PortalError('http', { status: 502 }), undefined]);
const answered = (): Promise<PortalResult<string>> => Promise.resolve([null, 'data']);

describe('timeout memory', () => {
  it('answers a call that timed out with its timeout, without calling again, until the memory runs out', async () => {
    let now = 1_000;
    const withMemory = createTimeoutMemory(() => now);
    const call = vi.fn(timedOut);
    const [first] = await withMemory('detail', call);
    now += TIMEOUT_MEMORY_MS - 1;
    const [second] = await withMemory('detail', call);
    expect(second).toBe(first);
    expect(call).toHaveBeenCalledTimes(1);

    now += 1;
    const again = vi.fn(answered);
    expect(await withMemory('detail', again)).toEqual([null, 'data']);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps calls apart by key', async () => {
    const withMemory = createTimeoutMemory(() => 0);
    await withMemory('menus', timedOut);
    const other = vi.fn(answered);
    expect(await withMemory('detail', other)).toEqual([null, 'data']);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('does not remember other failures or successes', async () => {
    const withMemory = createTimeoutMemory(() => 0);
    await withMemory('detail', failed);
    await withMemory('list', answered);
    const detail = vi.fn(answered);
    const list = vi.fn(answered);
    await withMemory('detail', detail);
    await withMemory('list', list);
    expect(detail).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('stays bounded: the oldest timeout is forgotten first', async () => {
    const withMemory = createTimeoutMemory(() => 0);
    for (let index = 0; index < 501; index += 1) await withMemory(`call-${index}`, timedOut);
    const oldest = vi.fn(answered);
    const newest = vi.fn(answered);
    await withMemory('call-0', oldest);
    await withMemory('call-500', newest);
    expect(oldest).toHaveBeenCalledTimes(1);
    expect(newest).not.toHaveBeenCalled();
  });
});
