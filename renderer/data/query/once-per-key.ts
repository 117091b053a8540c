/**
 * `load` for each key once for the page's life: every call with that key gets the same promise (what React's
 * `use` needs, and one request where several leaves ask). A failed load is forgotten, so the next call asks again.
 */
export function oncePerKey<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loads = new Map<K, Promise<T>>();
  return (key) => {
    const known = loads.get(key);
    if (known) return known;
    const started = load(key);
    started.catch(() => loads.delete(key));
    loads.set(key, started);
    return started;
  };
}
