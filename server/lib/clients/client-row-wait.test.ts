import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '../../../domain/messages.ts';
import { ApiError } from '../http/api-error.ts';
import {
  CLIENT_ROW_RETRY_AFTER_SECONDS,
  CLIENT_ROW_WAIT_MS,
  callsWaitingForClientRows,
  RowHeld,
  waitForClientRow,
} from './client-row-wait.ts';

/** An attempt that runs until `end` is called, recording its start in `log`. */
function gated(log: string[], name: string) {
  let end = () => undefined as unknown;
  const attempt = vi.fn(() => {
    log.push(name);
    return new Promise<string>((resolve) => {
      end = () => resolve(name);
    });
  });
  return { attempt, end: () => end() };
}

const busy = (error: unknown) =>
  error instanceof ApiError && error.status === 503 && error.body.Message === Messages.fileBusy
    ? error.headers['Retry-After']
    : `not the busy 503: ${String(error)}`;

describe('waitForClientRow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs one client's calls one after another in the order they asked, without holding up another client's", async () => {
    const log: string[] = [];
    const [first, second] = [gated(log, 'first'), gated(log, 'second')];
    const calls = [waitForClientRow(1, first.attempt), waitForClientRow(1, second.attempt)];
    expect(await waitForClientRow(2, async () => 'other client')).toBe('other client');
    expect([log, callsWaitingForClientRows()]).toEqual([['first'], 1]);
    first.end();
    await vi.waitFor(() => expect(log).toEqual(['first', 'second']));
    second.end();
    expect(await Promise.all(calls)).toEqual(['first', 'second']);
    expect(callsWaitingForClientRows()).toBe(0);
  });

  it('tries again, after growing pauses, an attempt that found the row held elsewhere, until it holds it', async () => {
    let tries = 0;
    const call = waitForClientRow(3, async () => {
      if (++tries < 4) throw new RowHeld();
      return 'held at last';
    });
    await vi.advanceTimersByTimeAsync(500);
    expect([await call, tries]).toEqual(['held at last', 4]);
  });

  it('answers 503 with Retry-After at the deadline, to a call held elsewhere and to one waiting in turn behind it', async () => {
    let tries = 0;
    const heldRow = async (): Promise<string> => {
      tries++;
      throw new RowHeld();
    };
    const heldElsewhere = waitForClientRow(4, heldRow).catch(busy);
    const inTurn = waitForClientRow(4, heldRow).catch(busy);
    await vi.advanceTimersByTimeAsync(CLIENT_ROW_WAIT_MS);
    const retryAfter = String(CLIENT_ROW_RETRY_AFTER_SECONDS);
    expect([await heldElsewhere, await inTurn]).toEqual([retryAfter, retryAfter]);
    // Some attempts each in the wait (the second's once the first gave up), not one per millisecond.
    expect(tries).toBeGreaterThan(5);
    expect(tries).toBeLessThan(40);
    expect(callsWaitingForClientRows()).toBe(0);
  });

  it('a call that gave up in turn does not let the next one overtake the call still running', async () => {
    const log: string[] = [];
    const running = gated(log, 'running');
    const first = waitForClientRow(5, running.attempt);
    const gaveUp = waitForClientRow(5, async () => 'never').catch(busy);
    await vi.advanceTimersByTimeAsync(CLIENT_ROW_WAIT_MS / 2);
    const next = waitForClientRow(5, async () => 'next');
    await vi.advanceTimersByTimeAsync(CLIENT_ROW_WAIT_MS / 2);
    expect(await gaveUp).toBe(String(CLIENT_ROW_RETRY_AFTER_SECONDS));
    expect(log).toEqual(['running']);
    running.end();
    expect([await first, await next]).toEqual(['running', 'next']);
  });

  it('passes any other failure on at once, and the next call for the client still runs', async () => {
    const failing = vi.fn(async () => {
      throw new Error('constraint');
    });
    await expect(waitForClientRow(6, failing)).rejects.toThrow('constraint');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await waitForClientRow(6, async () => 'after')).toBe('after');
  });
});
