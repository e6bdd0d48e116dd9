import { createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../server/test-support/free-port.ts';
import { serverEnv, startServer } from '../../server/test-support/server-process.ts';
import { startSmtpPeer } from '../../server/test-support/smtp-peer.ts';
import { ownPartnerId, SIGNED_UP, signUp } from './sign-up-load.ts';

/** How long an emailed code claimed by a server killed mid-send waited for another server to send it. */
export type LeaseTakeoverFigures = { signedUp: boolean; delivered: boolean; killToReceiptMs: number; signUpToReceiptMs: number };

const WAIT_FOR_CODE_MS = 90_000;

/**
 * Server A (its SMTP relay accepts connections and never greets) claims a sign-up's code and hangs sending it; A is
 * killed with SIGKILL and server B, on the same PostgreSQL with a real SMTP peer, starts: the code reaches the peer
 * once A's lease has run out.
 */
export async function leaseTakeover(databaseUrl: string): Promise<LeaseTakeoverFigures> {
  const sockets: Socket[] = [];
  const mute = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
  const smtp = await startSmtpPeer();
  const [portA, portB] = [await freePort(), await freePort()];
  const muteUrl = `smtp://127.0.0.1:${(mute.address() as { port: number }).port}`;
  const a = startServer(serverEnv(portA, { DATABASE_URL: databaseUrl, SMTP_URL: muteUrl }));
  let b: ReturnType<typeof startServer> | undefined;
  try {
    await a.waitFor('listening on');
    const base = `http://127.0.0.1:${portA}`;
    const call = await signUp(base, await ownPartnerId(base));
    // A's lane is woken by the commit and is now waiting for the relay's greeting.
    while (sockets.length === 0) await sleep(20);
    a.child.kill('SIGKILL');
    const killedAt = Date.now();
    await a.exited;
    b = startServer(serverEnv(portB, { DATABASE_URL: databaseUrl, SMTP_URL: smtp.url }));
    const email = call.email.toLowerCase();
    const deadline = Date.now() + WAIT_FOR_CODE_MS;
    while (Date.now() < deadline && !smtp.received.some((mail) => mail.to.includes(email))) await sleep(20);
    const receivedAt = Date.now();
    const delivered = smtp.received.some((mail) => mail.to.includes(email));
    return {
      signedUp: call.status === SIGNED_UP,
      delivered,
      killToReceiptMs: delivered ? receivedAt - killedAt : -1,
      signUpToReceiptMs: delivered ? receivedAt - call.startedAt : -1,
    };
  } finally {
    await b?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => mute.close(resolve));
    await smtp.close();
  }
}
