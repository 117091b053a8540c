import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSharedExpiry } from './shared-cache';

const HANDLE = Symbol.for('cloud-portal.shared-cache');

describe('recordSharedExpiry', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has nothing to record without REDIS_URL: the process cache is the only one', async () => {
    vi.stubEnv('REDIS_URL', '');
    await expect(recordSharedExpiry(['menus'], {})).resolves.toBeUndefined();
  });

  it('hands the tags to the cache handler Next loaded', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379');
    const recordExpiry = vi.fn(async () => undefined);
    await recordSharedExpiry(['menus', '_N_T_/layout'], { [HANDLE]: { recordExpiry } });
    expect(recordExpiry).toHaveBeenCalledWith(['menus', '_N_T_/layout']);
  });

  it('fails when REDIS_URL is set but no handler was loaded, instead of claiming every instance was told', async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379');
    await expect(recordSharedExpiry(['menus'], {})).rejects.toThrow(/not loaded/);
  });

  it("passes the handler's failure on", async () => {
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379');
    const recordExpiry = async () => Promise.reject(new Error('Redis is not connected'));
    await expect(recordSharedExpiry(['menus'], { [HANDLE]: { recordExpiry } })).rejects.toThrow('Redis is not connected');
  });
});
