/** What a background loop exposes to the process that owns it. */
export type PeriodicLoop = {
  /** Runs the work at once, then again after each delay; a second start is a no-op. */
  start(): void;
  /** Stops scheduling and waits for the run in flight. */
  stop(): Promise<void>;
};

/** A loop that can also be told that work is waiting (e.g. a commit queued some). */
export type WakeableLoop = PeriodicLoop & {
  /** Runs the work now instead of at the end of the current delay; during a run, runs again right after it. */
  wake(): void;
};

/**
 * Runs `work` until stopped, waiting `delayAfter(result)` ms between runs, or less when woken. `work` must settle
 * without rejecting (workers log their own failures), so one bad run never ends the loop.
 */
export function periodicLoop<T>(work: () => Promise<T>, delayAfter: (result: T) => number): WakeableLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let busy = false;
  let wokenDuringRun = false;
  const tick = () => {
    busy = true;
    wokenDuringRun = false;
    running = work().then((result) => {
      busy = false;
      if (!stopped) timer = setTimeout(tick, wokenDuringRun ? 0 : delayAfter(result));
    });
  };
  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    wake() {
      if (stopped) return;
      if (busy) {
        wokenDuringRun = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
