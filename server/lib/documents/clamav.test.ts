import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { EICAR, EICAR_SIGNATURE, startClamdForTests } from '../../test-support/clamd.ts';
import { ClamdUnavailableError, clamdAddress, parseReply, scanWithClamd } from './clamav.ts';

// A real clamd (Debian's clamav-daemon) on the project's EICAR signature; absent locally it is said loudly, in CI it fails.
const clamd = await startClamdForTests();
afterAll(() => clamd?.stop());

describe('clamdAddress and parseReply', () => {
  it('read tcp:// and unix:// addresses and the three kinds of reply', () => {
    expect(clamdAddress('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(clamdAddress('unix:///run/clamav/clamd.ctl')).toEqual({ path: '/run/clamav/clamd.ctl' });
    expect(() => clamdAddress('http://av:3310')).toThrow('not a clamd address');
    expect(parseReply('stream: OK\0')).toEqual({ infected: false });
    expect(parseReply('stream: Eicar-Signature FOUND\0')).toEqual({ infected: true, signature: 'Eicar-Signature' });
    expect(() => parseReply('INSTREAM size limit exceeded. ERROR\0')).toThrow(ClamdUnavailableError);
  });
});

describe.skipIf(!clamd)('scanWithClamd on a real clamd', () => {
  it('finds EICAR anywhere in a file over the unix socket and over TCP, and passes clean files', async () => {
    const url = clamd?.socketUrl ?? '';
    const buried = Buffer.concat([Buffer.alloc(3 * 1024 * 1024, 0x41), EICAR, Buffer.from(' fim')]);
    for (const target of [clamd?.socketUrl ?? '', clamd?.tcpUrl ?? '']) {
      const result = await scanWithClamd(target, buried);
      expect(result.infected && result.signature.startsWith(EICAR_SIGNATURE)).toBe(true);
    }
    expect(await scanWithClamd(url, Buffer.alloc(5 * 1024 * 1024, 7))).toEqual({ infected: false });
    expect(await scanWithClamd(url, new Uint8Array())).toEqual({ infected: false });
  });

  it('fails with ClamdUnavailableError when nothing listens, or the peer never answers', async () => {
    await expect(scanWithClamd('unix:///nonexistent/clamd.sock', EICAR)).rejects.toThrow(ClamdUnavailableError);
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    await expect(scanWithClamd(`tcp://127.0.0.1:${port}`, EICAR, 300)).rejects.toThrow('did not answer within 300 ms');
    silent.close();
  });
});
