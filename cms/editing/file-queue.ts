declare global {
  // The saves under way per file, whichever route bundle of this process started them.
  var cloudPortalEditQueues: Map<string, Promise<unknown>> | undefined;
}

/**
 * Runs `task` once every earlier task queued for `file` in this process has settled, so two saves of one file
 * never interleave: the second reads what the first wrote.
 */
export function queuedFor<T>(file: string, task: () => Promise<T>): Promise<T> {
  const queues = (globalThis.cloudPortalEditQueues ??= new Map());
  const previous = queues.get(file) ?? Promise.resolve();
  const run = previous.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(file, settled);
  // The last task of a file forgets the queue, so the map holds only files being saved.
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return run;
}
