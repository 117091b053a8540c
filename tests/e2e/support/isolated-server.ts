import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { SERVER_LOG_DIR } from '../../../playwright.config';
import { send } from '../../../scripts/load-held/http-send';
import { killGroup, killOnExit } from '../../../scripts/process-group';

/** Copying a build and starting it took over a minute beside other work on two cores. */
const START_TIMEOUT_MS = 180_000;
/** What one start may add to the hook or test that runs it: the copy, the wait, and a margin for the caller's own steps. */
const START_BUDGET_MS = START_TIMEOUT_MS + 60_000;

/** The copy of the build the server on `port` runs, whose caches are its own. */
export const isolatedBuildDir = (port: number): string => `.next/e2e-isolated/${port}`;

export type IsolatedServer = {
  /** SIGKILL for a server whose event loop a regression may have blocked (it would not act on SIGTERM). */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => void;
};

const logoStatus = (port: number) =>
  send({ port, host: `localhost:${port}`, path: '/images/logo.svg' }).then(
    (answer) => answer.status,
    () => undefined,
  );

const tail = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');

/**
 * A `next start` of its own on `port` (bound to `hostname` when given, as behind a reverse proxy), over a private
 * copy of the build (tests/e2e/support/isolated-build.ts), with `env` added; resolves once it serves a static file. Its output goes to SERVER_LOG_DIR/<port>.log. A port
 * something else already answers on, a server that exits before it answers, or one silent for START_TIMEOUT_MS
 * fails with the log's end, and the server is stopped, so a retry does not meet it on its port. Each start adds its
 * budget to the running hook's or test's timeout: a `beforeAll` hook keeps the project's (30 s in the request tier)
 * whatever `describe.configure` says, and two starts in a fresh clone took longer than that.
 */
export async function startIsolatedServer(port: number, env: Record<string, string> = {}, hostname?: string): Promise<IsolatedServer> {
  const { timeout } = test.info();
  if (timeout > 0) test.info().setTimeout(timeout + START_BUDGET_MS);
  const occupant = await logoStatus(port);
  if (occupant !== undefined) throw new Error(`port ${port} already answers (${occupant}): a server of an earlier run is still up`);
  execFileSync('npx', ['tsx', 'tests/e2e/support/isolated-build.ts', String(port)], { stdio: 'ignore' });
  fs.mkdirSync(SERVER_LOG_DIR, { recursive: true });
  const log = path.join(SERVER_LOG_DIR, `${port}.log`);
  const output = fs.openSync(log, 'w');
  const server = spawn('npx', ['next', 'start', isolatedBuildDir(port), ...(hostname ? ['-H', hostname] : []), '-p', String(port)], {
    detached: true,
    stdio: ['ignore', output, output],
    env: { ...process.env, CMS_DATABASE_PATH: ':memory:', ...env },
  });
  fs.closeSync(output);
  // A worker that ends (a failed hook, a timeout) stops the servers it started too.
  const forget = killOnExit(server);
  const stop = (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    forget();
    killGroup(server, signal);
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while ((await logoStatus(port)) !== 200) {
    const exited = server.exitCode ?? server.signalCode;
    const problem = exited !== null ? `exited (${exited}) before it answered` : Date.now() > deadline ? `did not answer in ${START_TIMEOUT_MS} ms` : '';
    if (problem) {
      stop('SIGKILL');
      throw new Error(`next start on port ${port} ${problem}; ${log} ends:\n${tail(log)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
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
