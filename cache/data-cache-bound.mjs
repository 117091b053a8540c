// The bound on Next's data cache on this server's disk (`.next/cache/fetch-cache`, file-cache-handler.mjs): at most
// DATA_CACHE_MAX_ENTRIES answers and DATA_CACHE_MAX_MB megabytes, the least recently used removed first.
// Its paths are the cache folder's, known at run time: `turbopackIgnore` keeps the build from tracing the whole project for them.
// Next loads this file by path as plain ESM, outside the bundle: it reads its environment itself, not through renderer/data/config/env.ts.
import fs from 'node:fs';
import path from 'node:path';

/** One index per folder for the whole process: Next creates a cache handler per request, and may load this file twice. */
const INDEXES = Symbol.for('cloud-portal.data-cache-indexes');
const indexes = (globalThis[INDEXES] ??= new Map());

function limit(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The index of `folder`, created (and fitted to the bound) on first use, from the environment of that moment. */
export function dataCacheIndex(folder) {
  let index = indexes.get(folder);
  if (!index) {
    index = createIndex(folder, { maxEntries: limit('DATA_CACHE_MAX_ENTRIES', 5000), maxBytes: limit('DATA_CACHE_MAX_MB', 100) * 1024 * 1024 });
    indexes.set(folder, index);
  }
  return index;
}

/** The files an earlier run left, oldest first: a restart keeps the bound and the order. */
function filesOf(folder) {
  const entries = fs.existsSync(/*turbopackIgnore: true*/ folder)
    ? fs.readdirSync(/*turbopackIgnore: true*/ folder, { withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
  return entries
    .map(({ name }) => {
      const file = path.join(/*turbopackIgnore: true*/ folder, name);
      const { mtimeMs, size } = fs.statSync(/*turbopackIgnore: true*/ file);
      return { name, mtimeMs, size };
    })
    .sort((a, b) => a.mtimeMs - b.mtimeMs)
    .map(({ name, size }) => ({ name, size }));
}

function createIndex(folder, { maxEntries, maxBytes }) {
  /** File name → bytes, least recently used first (a Map keeps insertion order). */
  const sizes = new Map();
  let bytes = 0;

  const forget = (name) => {
    bytes -= sizes.get(name) ?? 0;
    sizes.delete(name);
  };
  const note = (name, size) => {
    forget(name);
    sizes.set(name, size);
    bytes += size;
  };
  /** Forgets the least recently used until the bound holds, and names them. */
  function overflow() {
    const names = [];
    for (const name of sizes.keys()) {
      if (sizes.size <= maxEntries && bytes <= maxBytes) break;
      forget(name);
      names.push(name);
    }
    return names;
  }

  for (const { name, size } of filesOf(folder)) note(name, size);
  for (const name of overflow()) fs.rmSync(path.join(/*turbopackIgnore: true*/ folder, name), { force: true });

  return {
    /** A read: the entry becomes the most recently used. */
    touch(name) {
      const size = sizes.get(name);
      if (size !== undefined) note(name, size);
    },
    /** A write of `size` bytes: then the least recently used files are removed until the bound holds again. */
    async add(name, size) {
      note(name, size);
      await Promise.all(overflow().map((old) => fs.promises.rm(path.join(/*turbopackIgnore: true*/ folder, old), { force: true })));
    },
  };
}
