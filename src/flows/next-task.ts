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

type IdleWindow = { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number };

/**
 * A promise that settles in an idle period of the browser (within a second at the latest), or in a later task where
 * the browser has no idle callbacks: for work nobody waits for yet (ADR 171).
 */
export function idleTask(): Promise<void> {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (typeof idle !== 'function') return nextTask();
  return new Promise((resolve) => idle(() => resolve(), { timeout: 1000 }));
}
