import type { createClient } from '@redis/client';

type Client = ReturnType<typeof createClient>;
type Settings = { url: string | undefined; commandTimeoutMs: number; connectTimeoutMs: number; breakerMs: number };

/** redis-breaker.mjs: the shared cache's Redis connection and its circuit breaker. */
export function redisSettings(env?: Record<string, string | undefined>): Settings;
export function connectRedis(
  settings: Settings,
  log?: Pick<Console, 'log' | 'error'>,
): { client: Client; commandTimeoutMs: number; ask: <T>(work: (client: Client) => Promise<T>) => Promise<T> };
