import { describe, expect, it, vi } from 'vitest';
import { oncePerKey } from './once-per-key';

describe('oncePerKey', () => {
  it('hands every caller of a key the same promise and loads each key once', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`menus of ${key}`));
    const once = oncePerKey(load);
    const first = once('/a');
    expect(once('/a')).toBe(first);
    expect(await once('/b')).toBe('menus of /b');
    expect(load.mock.calls).toEqual([['/a'], ['/b']]);
  });

  it('forgets a failed load, so the next call asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('menus');
    const once = oncePerKey(load);
    await expect(once('/a')).rejects.toThrow('offline');
    expect(await once('/a')).toBe('menus');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
