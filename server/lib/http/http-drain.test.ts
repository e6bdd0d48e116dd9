import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { type HttpDrain, httpDrain } from './http-drain.ts';

let server: Server;
let drain: HttpDrain;
let release: () => void = () => undefined;
let slowStarted: Promise<void>;

/** A Hono app on the Node adapter, as server/index.ts runs it: `/fast` answers at once, `/slow` when released. */
async function start(): Promise<number> {
  let started: () => void = () => undefined;
  slowStarted = new Promise((resolve) => (started = resolve));
  const app = new Hono()
    .get('/fast', (c) => c.text('fast'))
    .get('/slow', async (c) => {
      await new Promise<void>((resolve) => {
        release = resolve;
        started();
      });
      return c.text('slow');
    });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  drain = httpDrain(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as { port: number }).port;
}
afterEach(() => {
  release();
  server.closeAllConnections();
  server.close();
});

/** A raw keep-alive connection that keeps everything it reads, to see exactly what the server sent and when it closed. */
async function connection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    get: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`),
    received: () => received,
    answered: async (body: string) => {
      while (!received.endsWith(body)) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    closed,
  };
}

describe('httpDrain', () => {
  it('closes idle keep-alive connections, answers the request in flight with Connection: close, then resolves', async () => {
    const port = await start();
    const idle = await connection(port);
    idle.get('/fast');
    await idle.answered('fast');
    expect(idle.received()).toMatch(/connection: keep-alive/i);
    const busy = await connection(port);
    busy.get('/slow');
    await slowStarted;

    const stopped = drain.stop(5_000);
    expect(drain.isStopping()).toBe(true);
    await idle.closed;
    release();
    await busy.answered('slow');
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(busy.received()).toMatch(/connection: close/i);
    expect(await stopped).toBe(true);
    await expect(connection(port)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('answers a request that reached an idle connection while the event loop was busy at the idle check', async () => {
    const port = await start();
    const reused = await connection(port);
    reused.get('/fast');
    await reused.answered('fast');
    const stopped = drain.stop(5_000);
    // Just before the idle check, the client reuses the connection and the server's event loop is busy (a synchronous
    // PGlite query, a CPU-starved process) until the check is due: the request is unread when the timers run.
    await new Promise((resolve) => setTimeout(resolve, 900));
    // In the check phase, so that the next phase to run is the timers' one, with the idle check due.
    setImmediate(() => {
      reused.get('/fast');
      const busyUntil = Date.now() + 300;
      while (Date.now() < busyUntil);
    });
    await reused.closed;
    expect(reused.received().match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
    expect(reused.received()).toMatch(/connection: close/i);
    expect(await stopped).toBe(true);
  });

  it('answers a connection the kernel had accepted when the stop came while the event loop was busy', async () => {
    const port = await start();
    // Connected by the kernel (loopback handshake), not yet accepted by Node: it waits in the listen backlog.
    const late: Socket = connect(port, '127.0.0.1');
    let received = '';
    late.on('data', (chunk) => (received += chunk));
    late.on('error', () => undefined);
    const closed = new Promise((resolve) => late.once('close', resolve));
    late.write('GET /fast HTTP/1.1\r\nHost: test\r\n\r\n');
    const busyUntil = Date.now() + 50;
    while (Date.now() < busyUntil);
    const stopped = drain.stop(5_000);
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(received).toMatch(/connection: close/i);
    expect(await stopped).toBe(true);
  });

  it('cuts what is still running when the grace period is over, and says so', async () => {
    const port = await start();
    const stuck = await connection(port);
    stuck.get('/slow');
    await slowStarted;
    expect(await drain.stop(100)).toBe(false);
    await stuck.closed;
    expect(stuck.received()).toBe('');
  });
});
