import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';
import { statementReader } from './pg-messages.ts';

/** A TCP proxy on loopback that tests freeze, thaw and cut, to play a database or network that stops answering. */
export type TcpProxy = {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  /** Stops moving bytes both ways (they wait in the kernel's buffers); new connections are accepted and held. */
  freeze(): void;
  /** Moves the held bytes and connections on. */
  thaw(): void;
  /** Destroys every open connection (a reset network); new ones still pass. */
  cut(): void;
  /** Cuts every connection and refuses new ones, as a stopped database server does, until `up`. */
  down(): Promise<void>;
  /** Accepts connections again on the same port. */
  up(): Promise<void>;
  /**
   * Arms a cut of the next PostgreSQL transaction that runs a statement matching `change`: its COMMIT reaches the
   * server, which commits, and the server's answer is dropped with the connection, so the client cannot know. The
   * promise resolves once such a COMMIT was answered and cut.
   */
  cutAfterCommit(change: RegExp): Promise<void>;
  /** Connections accepted so far. */
  accepted(): number;
  close(): Promise<void>;
};

type Pair = { downstream: Socket; upstream?: Socket; changed: boolean; committing: boolean };

/** A cut armed by `cutAfterCommit`: the statement that marks its transaction, and what to call once it is cut. */
type ArmedCut = { change: RegExp; cut: () => void };

/**
 * Pipes bytes from `from` to `to` by hand (not `pipe()`, whose back-pressure would resume a frozen side); `onChunk`
 * sees each chunk first and may drop it (false).
 */
function forward(from: Socket, to: Socket, onChunk: (chunk: Buffer) => boolean = () => true): void {
  from.on('data', (chunk: Buffer) => {
    if (onChunk(chunk)) to.write(chunk);
  });
  from.on('end', () => to.end());
  from.on('error', () => to.destroy());
  // A clean close flushes what is already written on the other side; a failed one drops it.
  from.on('close', (hadError) => (hadError ? to.destroy() : to.end()));
}

/** Starts a proxy to `target` (host:port) on `port` of loopback (a random one by default). */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let frozen = false;
  let accepted = 0;
  let armed: ArmedCut | undefined;

  const open = (pair: Pair) => {
    const upstream = tcpConnect(target.port, target.host);
    pair.upstream = upstream;
    const statements = statementReader();
    // The client's statements: a transaction that ran the armed change is marked, and its COMMIT noted.
    forward(pair.downstream, upstream, (chunk) => {
      for (const text of statements(chunk)) {
        if (/^\s*begin/i.test(text)) pair.changed = false;
        else if (armed?.change.test(text)) pair.changed = true;
        else if (/^\s*commit/i.test(text) && pair.changed && armed) pair.committing = true;
      }
      return true;
    });
    // The server's answer to that COMMIT never reaches the client: both ends are cut instead.
    forward(upstream, pair.downstream, () => {
      if (!pair.committing || !armed) return true;
      const { cut } = armed;
      armed = undefined;
      pair.downstream.destroy();
      upstream.destroy();
      cut();
      return false;
    });
    pair.downstream.resume();
  };
  const server: Server = createServer({ pauseOnConnect: true }, (downstream) => {
    accepted++;
    const pair: Pair = { downstream, changed: false, committing: false };
    pairs.add(pair);
    downstream.on('close', () => pairs.delete(pair));
    downstream.on('error', () => undefined);
    if (!frozen) open(pair);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as { port: number }).port;

  const each = (fn: (socket: Socket) => void) => {
    for (const pair of pairs) for (const socket of [pair.downstream, pair.upstream]) if (socket) fn(socket);
  };
  return {
    port: listening,
    via(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(listening);
      return parsed.toString();
    },
    freeze() {
      frozen = true;
      each((socket) => socket.pause());
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) if (!pair.upstream) open(pair);
      each((socket) => socket.resume());
    },
    cut: () => each((socket) => socket.destroy()),
    async down() {
      const closed = new Promise((resolve) => server.close(resolve));
      each((socket) => socket.destroy());
      await closed;
    },
    up: () => new Promise<void>((resolve) => server.listen(listening, '127.0.0.1', resolve)),
    cutAfterCommit: (change) => new Promise<void>((cut) => (armed = { change, cut })),
    accepted: () => accepted,
    close() {
      each((socket) => socket.destroy());
      return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}
