type YieldingScheduler = { yield(): Promise<void> };

/**
 * A promise that settles in a later task, so the browser may paint and answer input in between (ADR 171). It
 * keeps the task's place at the front of the queue where the browser can (`scheduler.yield`), else a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
