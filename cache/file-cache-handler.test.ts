import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FileCacheHandler from './file-cache-handler.mjs';

const roots: string[] = [];

afterEach(() => {
  vi.unstubAllEnvs();
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** A handler over a build folder of its own, whose data-cache bound is `limits` (read when the folder is first used). */
function handlerWith(limits: { entries: number; megabytes?: number }, root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-cache-'))) {
  if (!roots.includes(root)) roots.push(root);
  vi.stubEnv('DATA_CACHE_MAX_ENTRIES', String(limits.entries));
  vi.stubEnv('DATA_CACHE_MAX_MB', String(limits.megabytes ?? 100));
  const handler = new FileCacheHandler({ fs: nodeFs, serverDistDir: path.join(root, 'server'), flushToDisk: true, revalidatedTags: [], _requestHeaders: {} });
  const folder = path.join(root, 'cache', 'fetch-cache');
  return { handler, root, files: () => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []) };
}

const answer = (body: string) => ({ kind: 'FETCH' as const, data: { headers: {}, body, url: '' }, revalidate: 300 });
const store = (handler: FileCacheHandler, key: string, body = key) => handler.set(key, answer(body), { fetchCache: true, tags: ['search:EN_US'] });
const read = (handler: FileCacheHandler, key: string) => handler.get(key, { kind: 'FETCH', tags: ['search:EN_US'] });

describe('the data cache on disk is bounded', () => {
  it('200 distinct answers leave the 50 most recent files, and a recently read one survives', async () => {
    const { handler, files } = handlerWith({ entries: 50 });
    for (let n = 0; n < 10; n += 1) await store(handler, `key-${n}`);
    for (let n = 10; n < 200; n += 1) {
      await store(handler, `key-${n}`);
      // A page everyone asks for is read between the attacker's writes.
      expect(await read(handler, 'key-0')).not.toBeNull();
    }
    expect(files()).toHaveLength(50);
    expect(files()).toContain('key-0');
    expect(files()).toContain('key-199');
    expect(files()).not.toContain('key-1');
  });

  it('holds a byte bound too: large answers push out the oldest', async () => {
    const { handler, files } = handlerWith({ entries: 1000, megabytes: 1 });
    for (let n = 0; n < 12; n += 1) await store(handler, `large-${n}`, 'x'.repeat(100_000));
    expect(files()).toEqual(['large-10', 'large-11', 'large-2', 'large-3', 'large-4', 'large-5', 'large-6', 'large-7', 'large-8', 'large-9']);
  });

  it('after a restart, the first write finds the files an earlier run left and brings them within the bound, oldest out first', async () => {
    const first = handlerWith({ entries: 1000 });
    for (let n = 0; n < 30; n += 1) {
      await store(first.handler, `old-${String(n).padStart(2, '0')}`);
      const written = path.join(first.root, 'cache', 'fetch-cache', `old-${String(n).padStart(2, '0')}`);
      fs.utimesSync(written, n + 1, n + 1);
    }
    // Another process on the same build: the index is per process, so a copy of the folder stands in for the restart.
    const restarted = fs.mkdtempSync(path.join(os.tmpdir(), 'data-cache-'));
    fs.cpSync(path.join(first.root, 'cache'), path.join(restarted, 'cache'), { recursive: true, preserveTimestamps: true });
    const second = handlerWith({ entries: 10 }, restarted);
    await store(second.handler, 'new');
    expect(second.files()).toEqual(['new', 'old-21', 'old-22', 'old-23', 'old-24', 'old-25', 'old-26', 'old-27', 'old-28', 'old-29']);
  });
});
