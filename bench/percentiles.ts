/** p-th percentile (nearest rank) of milliseconds, rounded to 0.01 ms. */
export function percentile(sortedMs: readonly number[], p: number): number {
  const at = Math.min(sortedMs.length - 1, Math.max(0, Math.ceil((p / 100) * sortedMs.length) - 1));
  return Math.round((sortedMs[at] ?? 0) * 100) / 100;
}

/** Times `run` once per input after a warm-up, as a long-running server would (JIT compiled). */
export function timeEach<T>(inputs: readonly T[], run: (input: T, at: number) => unknown, warmUp = 30): number[] {
  inputs.slice(0, warmUp).forEach(run);
  const times = inputs.map((input, at) => {
    const started = performance.now();
    run(input, at);
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b);
}
