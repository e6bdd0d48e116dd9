import { Messages } from '../../../domain/messages.ts';
import { ApiError } from '../http/api-error.ts';

/** How long a customer's call waits for its client's row, held by another call or transaction, before it answers 503. */
export const CLIENT_ROW_WAIT_MS = 2_000;
/** Seconds the 503 of a held row asks the caller to wait before trying again (Retry-After). */
export const CLIENT_ROW_RETRY_AFTER_SECONDS = 2;
// The pause after a row held elsewhere doubles from the first to the longest; each is drawn between half and all of
// it, so calls of several servers waiting for one row do not come back in step.
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

/** An attempt found the client's row held by another transaction; its own transaction has rolled back. */
export class RowHeld extends Error {}

/** The 503 of a client's row held longer than CLIENT_ROW_WAIT_MS: the one customer is asked to try again shortly. */
export function clientRowBusy(): ApiError {
  return new ApiError(503, Messages.fileBusy, undefined, { 'Retry-After': String(CLIENT_ROW_RETRY_AFTER_SECONDS) });
}

let callsWaiting = 0;
/** How many calls of this process now wait for a client's row (in turn behind another call, or between attempts). */
export function callsWaitingForClientRows(): number {
  return callsWaiting;
}

// Per client, the end of the last call of this process that asked for its row: the next call starts after it.
const lastCalls = new Map<number, Promise<unknown>>();

/**
 * Runs `attempt` once the calls of this process before it for `clientId` have ended, so they take turns without a
 * connection each, and again after a pause whenever it throws RowHeld (a transaction elsewhere holds the row). At
 * CLIENT_ROW_WAIT_MS from the call, whether still in turn or between attempts, it answers clientRowBusy's 503.
 */
export function waitForClientRow<T>(clientId: number, attempt: () => Promise<T>): Promise<T> {
  const before = lastCalls.get(clientId);
  const call = tryUntilHeld(before, attempt, Date.now() + CLIENT_ROW_WAIT_MS);
  // A call that gave up still lets the next one start only after the call before it has ended.
  const last = Promise.allSettled([before, call]);
  lastCalls.set(clientId, last);
  void last.then(() => lastCalls.get(clientId) === last && lastCalls.delete(clientId));
  return call;
}

async function tryUntilHeld<T>(before: Promise<unknown> | undefined, attempt: () => Promise<T>, deadline: number): Promise<T> {
  let waiting = false;
  const wait = () => {
    if (!waiting) callsWaiting++;
    waiting = true;
  };
  try {
    if (before) {
      wait();
      await endOrDeadline(before, deadline);
    }
    for (let pauseMs = FIRST_PAUSE_MS; ; pauseMs = Math.min(pauseMs * 2, LONGEST_PAUSE_MS)) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof RowHeld)) throw error;
      }
      wait();
      const pause = pauseMs * (0.5 + Math.random() / 2);
      if (Date.now() + pause > deadline) throw clientRowBusy();
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  } finally {
    if (waiting) callsWaiting--;
  }
}

/** Resolves when `before` settles, or rejects with clientRowBusy's 503 at `deadline` if it has not. */
async function endOrDeadline(before: Promise<unknown>, deadline: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(clientRowBusy()), Math.max(0, deadline - Date.now()));
  });
  try {
    await Promise.race([before, late]);
  } finally {
    clearTimeout(timer);
  }
}
