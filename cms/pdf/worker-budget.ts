import type { ResourceLimits, Worker } from 'node:worker_threads';

/** What one kind of off-thread work may take: each run its own worker, killed when it exceeds a bound. */
export type WorkerBudget = {
  /** Workers running at once; the event loop keeps the rest of the machine. */
  concurrency: number;
  /** Runs waiting for a worker; one more is refused at once rather than queued. */
  queue: number;
  /** Wall time of one run, from its worker's start; then the worker is terminated. */
  timeoutMs: number;
  /** Heap of one worker; above it V8 stops the worker, not the process. */
  maxHeapMb: number;
};

export type BudgetExceeded = 'busy' | 'timeout' | 'memory';

/** A run refused or stopped by the budget; anything else a worker throws is a plain Error. */
export class WorkerBudgetError extends Error {
  constructor(readonly exceeded: BudgetExceeded) {
    super(`worker budget exceeded: ${exceeded}`);
  }
}

export type SpawnWorker = (resourceLimits: ResourceLimits) => Worker;

function runOnce<Output>(spawn: SpawnWorker, input: unknown, budget: WorkerBudget): Promise<Output> {
  const worker = spawn({ maxOldGenerationSizeMb: budget.maxHeapMb, maxYoungGenerationSizeMb: Math.min(64, budget.maxHeapMb / 4) });
  return new Promise<Output>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
      // Ends the thread whatever it was doing; its heap goes with it.
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new WorkerBudgetError('timeout'))), budget.timeoutMs);
    worker.once('message', (output: Output) => settle(() => resolve(output)));
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerBudgetError('memory') : error)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`worker exited with code ${code} before answering`))));
    worker.postMessage(input);
  });
}

/**
 * A function that runs each call in a fresh worker thread within `budget`: at most `concurrency`
 * at once, `queue` waiting, each stopped after `timeoutMs` or above `maxHeapMb`.
 */
export function budgetedWorker<Input, Output>(spawn: SpawnWorker, budget: WorkerBudget): (input: Input) => Promise<Output> {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async (input) => {
    if (running >= budget.concurrency) {
      if (waiting.length >= budget.queue) throw new WorkerBudgetError('busy');
      await new Promise<void>((turn) => waiting.push(turn));
    } else running += 1;
    try {
      return await runOnce<Output>(spawn, input, budget);
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
