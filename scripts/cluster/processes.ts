import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { logFile, pidFile } from './layout';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Launch = { name: string; command: string; args: string[]; cwd?: string; env?: Record<string, string> };

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const settle = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => settle(true));
    socket.once('error', () => settle(false));
    socket.setTimeout(1_000, () => settle(false));
  });

/** Whether the named server was started and is still alive. */
export function isRunning(name: string): boolean {
  const file = pidFile(name);
  return fs.existsSync(file) && isAlive(Number(fs.readFileSync(file, 'utf8')));
}

/**
 * Starts a server in its own process group, its output appended to `.cluster/logs/<name>.log` and its
 * process id in `.cluster/pids/<name>.pid`, so any test process can stop it and the teardown ends what is left.
 */
export async function launch({ name, command, args, cwd, env }: Launch, port: number): Promise<void> {
  // Something else on the port would answer for the server this starts: fail now, not with wrong answers later.
  if (await listening(port)) throw new Error(`${name}: port ${port} is taken by another process; stop it first`);
  for (const file of [logFile(name), pidFile(name)]) fs.mkdirSync(path.dirname(file), { recursive: true });
  const log = fs.openSync(logFile(name), 'a');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (child.pid === undefined) throw new Error(`${name}: ${command} did not start`);
  child.unref();
  fs.writeFileSync(pidFile(name), String(child.pid));
  await waitForPort(name, port);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends the named server's process group: SIGTERM and up to 10 s, or `signal` (SIGKILL: dies at once, as a crash would). */
export async function stop(name: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const file = pidFile(name);
  if (!fs.existsSync(file)) return;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file);
  try {
    process.kill(-pid, signal);
  } catch {
    return;
  }
  for (const until = Date.now() + 10_000; isAlive(pid) && Date.now() < until;) await sleep(50);
  if (isAlive(pid)) process.kill(-pid, 'SIGKILL');
}

/** Every server still recorded under `.cluster/pids`, ended. */
export async function stopAll(): Promise<void> {
  const dir = path.dirname(pidFile('any'));
  if (!fs.existsSync(dir)) return;
  await Promise.all(fs.readdirSync(dir).map((file) => stop(path.basename(file, '.pid'))));
}

const logTail = (name: string): string => (fs.existsSync(logFile(name)) ? fs.readFileSync(logFile(name), 'utf8').slice(-2_000) : '(no log)');

/** Resolves once the named server accepts connections on the loopback `port`; fails with its log if it exits or after `ms`. */
async function waitForPort(name: string, port: number, ms = 60_000): Promise<void> {
  const pid = Number(fs.readFileSync(pidFile(name), 'utf8'));
  for (const until = Date.now() + ms; Date.now() < until; await sleep(100)) {
    if (!isAlive(pid)) throw new Error(`${name} exited before it listened on ${port}:\n${logTail(name)}`);
    if (await listening(port)) return;
  }
  throw new Error(`${name} did not listen on ${port} within ${ms} ms:\n${logTail(name)}`);
}
