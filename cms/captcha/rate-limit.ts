/** Counts hits per key in fixed windows; memory is bounded by `maxKeys` (expired windows go first). */
export class WindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit; false when the key is over `limit` (the limiter's own unless configured per call) in the current window. */
  hit(key: string, now: number, limit = this.limit): boolean {
    const window = this.windows.get(key);
    if (window && window.resetAt > now) {
      window.count += 1;
      return window.count <= limit;
    }
    if (!window && this.windows.size >= this.maxKeys) this.evict(now);
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    return 1 <= limit;
  }

  /** Milliseconds until the key may hit again without being refused; 0 when it may now. Counts nothing. */
  waitMs(key: string, now: number, limit = this.limit): number {
    const window = this.windows.get(key);
    return window && window.resetAt > now && window.count >= limit ? window.resetAt - now : 0;
  }

  reset(): void {
    this.windows.clear();
  }

  get size(): number {
    return this.windows.size;
  }

  private evict(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full (a flood of new keys): drop the oldest tenth, which are the longest-running windows.
    let excess = this.windows.size - Math.floor(this.maxKeys * 0.9);
    for (const key of this.windows.keys()) {
      if (excess-- <= 0) break;
      this.windows.delete(key);
    }
  }
}
