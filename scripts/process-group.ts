import type { ChildProcess } from 'node:child_process';

/** Children started in a process group of their own (`detached`) that this process has not let go of yet. */
const tracked = new Set<ChildProcess>();

/** Signals the child's whole group, so what `npx` or nginx's master started stops too; nothing once it has exited. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Kills every tracked child's group at once (an interrupted bench, a test worker that ends). */
export const killTracked = (): void => tracked.forEach((child) => killGroup(child, 'SIGKILL'));

/** Stops `child`'s group if this process exits before it calls the returned function. */
export function killOnExit(child: ChildProcess): () => void {
  tracked.add(child);
  return () => void tracked.delete(child);
}

process.once('exit', killTracked);
