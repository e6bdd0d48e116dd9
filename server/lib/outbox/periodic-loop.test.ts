import { afterEach, describe, expect, test, vi } from 'vitest';
import { periodicLoop } from './periodic-loop.ts';

afterEach(() => vi.useRealTimers());

describe('periodicLoop', () => {
  test('runs at once, then after the delay its result asks for; a second start does not double the loop', async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    const loop = periodicLoop(
      async () => runs.push(Date.now()),
      (count) => (count < 3 ? 1000 : 60_000),
    );
    const started = Date.now();
    loop.start();
    loop.start();
    await vi.advanceTimersByTimeAsync(2_500);
    expect(runs.map((at) => at - started)).toEqual([0, 1000, 2000]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(runs).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(4);
    await loop.stop();
  });

  test('stop waits for the run in flight and nothing is scheduled after it', async () => {
    let finish = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const loop = periodicLoop(work, () => 0);
    loop.start();
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(work).toHaveBeenCalledTimes(1);
  });

  test('a wake runs the work at once instead of after the delay, and once more right after a run it interrupts', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const runs: number[] = [];
    const loop = periodicLoop(
      () =>
        new Promise<void>((resolve) => {
          runs.push(Date.now());
          finish = resolve;
        }),
      () => 60_000,
    );
    const started = Date.now();
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((at) => at - started)).toEqual([0, 1_000]);
    loop.wake();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((at) => at - started)).toEqual([0, 1_000, 1_000]);
    finish();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(4);
    finish();
    await loop.stop();
    loop.wake();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(4);
  });
});
