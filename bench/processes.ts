import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { killGroup, killOnExit, killTracked } from '../scripts/process-group';
import { httpGet } from './http-get';

export type Started = { name: string; address: string; port: number; stop: () => Promise<void> };

type StartOptions = {
  name: string;
  command: string;
  args: readonly string[];
  /** Where it listens: `localhost` for Next (it rewrites to its own hostname), 127.0.0.1 for nginx. */
  address: string;
  port: number;
  /** A path that answers (any status) once the server is up. */
  readyPath: string;
  logFile: string;
  env?: Record<string, string>;
};

// An interrupted bench must not leave servers holding its ports.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killTracked();
    process.exit(130);
  });
}

async function waitUntilReady(child: ChildProcess, options: StartOptions): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode}; see ${options.logFile}`);
    try {
      await httpGet({ port: options.port, path: options.readyPath, address: options.address });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${options.name} did not answer on port ${options.port} within 90 s; see ${options.logFile}`);
}

/** Starts a server in the background, logs to a file, resolves once it answers HTTP on its port. */
export async function startServer(options: StartOptions): Promise<Started> {
  const log = fs.openSync(options.logFile, 'w');
  const child = spawn(options.command, options.args, { detached: true, stdio: ['ignore', log, log], env: { ...process.env, ...options.env } });
  const forget = killOnExit(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    forget();
    fs.closeSync(log);
  };
  try {
    await waitUntilReady(child, options);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: options.name, address: options.address, port: options.port, stop };
}
