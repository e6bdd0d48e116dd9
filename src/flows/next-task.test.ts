import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleTask, nextTask } from './next-task.ts';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask and idleTask (ADR 171)', () => {
  it('settle in a later task, after the microtasks of this one', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await later;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("wait for the browser's idle callback, at most a second, where there is one", async () => {
    const callbacks: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout: number }) =>
      callbacks.push({ run, timeout: options?.timeout }),
    );
    let settled = false;
    const idle = idleTask().then(() => (settled = true));
    await nextTask();
    expect(settled).toBe(false);
    expect(callbacks.map((c) => c.timeout)).toEqual([1000]);
    callbacks[0].run();
    await idle;
    expect(settled).toBe(true);
  });
});
