import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

// An idle keep-alive connection gets this long to bring one more request (answered with Connection: close) before
// it is closed: closing it at the moment its client reuses it would cut that request.
const IDLE_LINGER_MS = 1_000;

/** An HTTP server that can stop without cutting the requests it has started. */
export type HttpDrain = {
  /** True once `stop` has been called (the listener no longer accepts). */
  isStopping(): boolean;
  /**
   * Stops accepting connections and answers every request still running or still arriving on an open connection
   * with `Connection: close`, so each connection ends after its response; keep-alive connections idle for a second
   * are closed. Resolves true once every connection has ended, or false after `graceMs`, when the ones left are
   * destroyed.
   */
  stop(graceMs: number): Promise<boolean>;
};

/** Tracks `server`'s responses so that it can drain them on shutdown. */
export function httpDrain(server: Server): HttpDrain {
  let stopping = false;
  const unanswered = new Set<ServerResponse>();
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  // Before the app's own listener, which may write a response in the same tick.
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) return closeAfter(response);
    unanswered.add(response);
    response.on('close', () => unanswered.delete(response));
  });
  return {
    isStopping: () => stopping,
    stop(graceMs) {
      stopping = true;
      for (const response of unanswered) closeAfter(response);
      return new Promise<boolean>((resolve) => {
        // Closed from the check phase, after a poll: a request that reached an idle connection while the event loop was
        // busy is read first (its connection is then busy); from the timers phase it would still be unread, and cut.
        const idle = setInterval(() => setImmediate(() => server.closeIdleConnections()), Math.min(IDLE_LINGER_MS, graceMs));
        const timer = setTimeout(() => {
          clearInterval(idle);
          server.closeAllConnections();
          resolve(false);
        }, graceMs);
        // net.Server#close only stops accepting; http.Server#close would also close the idle connections at once. It
        // waits for the check phase: connections the kernel completed while the event loop was busy sit in the listen
        // backlog until a poll accepts them, and closing the listener first would reset them.
        setImmediate(() =>
          NetServer.prototype.close.call(server, () => {
            clearInterval(idle);
            clearTimeout(timer);
            resolve(true);
          }),
        );
      });
    },
  };
}
