import { Worker, type ResourceLimits } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { budgetedWorker, WorkerBudgetError, type WorkerBudget } from './worker-budget';

/** A worker from inline source: it answers each message with `body(input)`. */
const inline = (body: string) => (resourceLimits: ResourceLimits) =>
  new Worker(`const { parentPort } = require('node:worker_threads'); parentPort.on('message', (input) => { ${body} });`, { eval: true, resourceLimits });

/** Starting a worker took over 2 s beside a CI run on two cores: only the tests about the timeout set a short one. */
const BUDGET: WorkerBudget = { concurrency: 1, queue: 1, timeoutMs: 15_000, maxHeapMb: 64 };
const SPIN_TIMEOUT_MS = 3000;
const ECHO = 'parentPort.postMessage(input * 2)';
const SPIN = 'for (;;) {}';
const SLOW_ECHO = 'setTimeout(() => parentPort.postMessage(input), 300)';

const exceeded = (error: unknown) => (error instanceof WorkerBudgetError ? error.exceeded : error);

describe('budgetedWorker', () => {
  it("answers with the worker's message", async () => {
    await expect(budgetedWorker(inline(ECHO), BUDGET)(21)).resolves.toBe(42);
  });

  it('stops a run that never ends, and the event loop keeps answering meanwhile', async () => {
    const run = budgetedWorker(inline(SPIN), { ...BUDGET, timeoutMs: SPIN_TIMEOUT_MS });
    const started = Date.now();
    const result = run(0).catch(exceeded);
    // A timer due in 20 ms fires long before the budget ends while the worker spins: the spinning is off
    // this thread (on it, the timer would wait out the whole budget). A busy machine delays it by far less.
    const timerLate = await new Promise<number>((resolve) => {
      const due = Date.now() + 20;
      setTimeout(() => resolve(Date.now() - due), 20);
    });
    expect(timerLate).toBeLessThan(SPIN_TIMEOUT_MS / 2);
    expect(await result).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(SPIN_TIMEOUT_MS * 3);
  });

  it('stops a run above its heap limit without touching this process', async () => {
    const hog = 'const keep = []; for (;;) keep.push(new Array(100000).fill(Math.random()));';
    const run = budgetedWorker(inline(hog), { ...BUDGET, timeoutMs: 20_000, maxHeapMb: 32 });
    expect(await run(0).catch(exceeded)).toBe('memory');
  });

  it('runs `concurrency` at once, queues `queue`, and refuses the next at once', async () => {
    const run = budgetedWorker<number, number>(inline(SLOW_ECHO), BUDGET);
    const first = run(1);
    const second = run(2);
    await expect(run(3).catch(exceeded)).resolves.toBe('busy');
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    // Both slots are free again.
    await expect(run(4)).resolves.toBe(4);
  });

  it('passes on what a worker throws', async () => {
    const run = budgetedWorker(inline("throw new TypeError('bad input')"), BUDGET);
    await expect(run(0)).rejects.toThrow('bad input');
  });
});
