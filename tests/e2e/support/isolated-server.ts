import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { expect } from '@playwright/test';
import { send } from '../../../scripts/load-held/http-send';

/** Copying a build and starting it took over a minute beside other work on two cores. */
const START_TIMEOUT_MS = 180_000;

/** The copy of the build the server on `port` runs, whose caches are its own. */
export const isolatedBuildDir = (port: number): string => `.next/e2e-isolated/${port}`;

export type IsolatedServer = {
  /** SIGKILL for a server whose event loop a regression may have blocked (it would not act on SIGTERM). */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => void;
};

/**
 * A `next start` of its own on `port`, over a private copy of the build (tests/e2e/support/isolated-build.ts),
 * with `env` added; resolves once it serves a static file.
 */
export async function startIsolatedServer(port: number, env: Record<string, string> = {}): Promise<IsolatedServer> {
  execFileSync('npx', ['tsx', 'tests/e2e/support/isolated-build.ts', String(port)], { stdio: 'ignore' });
  const server = spawn('npx', ['next', 'start', isolatedBuildDir(port), '-p', String(port)], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, CMS_DATABASE_PATH: ':memory:', ...env },
  });
  const stop = (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (server.pid) process.kill(-server.pid, signal);
  };
  await expect
    .poll(async () => (await send({ port, host: `localhost:${port}`, path: '/images/logo.svg' }).catch(() => undefined))?.status, {
      timeout: START_TIMEOUT_MS,
    })
    .toBe(200);
  return { stop };
}

/** How many files lie under `dir` (none when it does not exist yet). */
export function filesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** `each` over `items`, `size` at a time. */
export async function inBatches<T>(items: T[], size: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let at = 0; at < items.length; at += size) await Promise.all(items.slice(at, at + size).map(each));
}
