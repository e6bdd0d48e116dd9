/** What a background loop exposes to the process that owns it. */
export type PeriodicLoop = {
  /** Runs the work at once, then again after each delay; a second start is a no-op. */
  start(): void;
  /** Stops scheduling and waits for the run in flight. */
  stop(): Promise<void>;
};

/**
 * Runs `work` until stopped, waiting `delayAfter(result)` ms between runs. `work` must settle without rejecting
 * (workers log their own failures), so one bad run never ends the loop.
 */
export function periodicLoop<T>(work: () => Promise<T>, delayAfter: (result: T) => number): PeriodicLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  const tick = () => {
    running = work().then((result) => {
      if (!stopped) timer = setTimeout(tick, delayAfter(result));
    });
  };
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
