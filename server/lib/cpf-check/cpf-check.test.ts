import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CpfPeer, startCpfPeer } from '../../test-support/cpf-peer.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { freePort } from '../../test-support/free-port.ts';
import { TestClock } from '../../test-support/test-app.ts';
import { CPF_CACHE, createCpfChecker, holderNameKey } from './cpf-check.ts';
import { httpCpfProvider } from './cpf-provider.ts';
import { DEMO_CPF_RECORDS, demoCpfProvider } from './demo-cpf-provider.ts';

const RECORD = { name: 'Antônio Carlos de Oliveira', birthDate: '1970-12-01' };
const known = randomCpf();
const garbled = randomCpf();
const failing = randomCpf();
const huge = randomCpf();
let peer: CpfPeer;
beforeAll(async () => {
  peer = await startCpfPeer({
    [known]: RECORD,
    [garbled]: { status: 200 },
    [failing]: { status: 500 },
    [huge]: { name: 'x'.repeat(20_000), birthDate: '1970-12-01' },
  });
});
afterAll(() => peer.close());

const claim = (cpf: string, overrides: { name?: string; birthDate?: string } = {}) => ({ cpf, ...RECORD, ...overrides });

describe('holderNameKey', () => {
  it('ignores case, accents, punctuation and extra spaces, not letters', () => {
    expect(holderNameKey('  ANTONIO  carlos  de oliveira ')).toBe(holderNameKey(RECORD.name));
    expect(holderNameKey("Joana D'Arc")).toBe(holderNameKey('joana d arc'));
    expect(holderNameKey('Antônio Carlos de Oliveiras')).not.toBe(holderNameKey(RECORD.name));
  });
});

describe('createCpfChecker over HTTP', () => {
  it('answers a match, the fields that differ, and refuses a CPF the provider does not know', async () => {
    const checker = createCpfChecker(httpCpfProvider(peer.url), { timeoutMs: 1_500, clock: new TestClock() });
    expect(await checker.check(claim(known, { name: 'antonio carlos de oliveira' }))).toEqual({ status: 'match' });
    expect(await checker.check(claim(known, { name: 'Antônio Carlos' }))).toEqual({ status: 'mismatch', fields: ['Name'] });
    expect(await checker.check(claim(known, { birthDate: '1970-01-12' }))).toEqual({ status: 'mismatch', fields: ['BirthDate'] });
    expect(await checker.check(claim(randomCpf()))).toEqual({ status: 'mismatch', fields: ['CpfCnpj'] });
  });

  it('keeps answers for the TTL, never failures', async () => {
    const clock = new TestClock();
    const checker = createCpfChecker(httpCpfProvider(peer.url), { timeoutMs: 1_500, clock });
    const cpf = randomCpf();
    const before = peer.calls(known);
    await checker.check(claim(known));
    await checker.check(claim(known, { name: 'Outro Nome' }));
    expect(peer.calls(known)).toBe(before + 1);
    clock.advance(CPF_CACHE.ttlMs + 1);
    await checker.check(claim(known));
    expect(peer.calls(known)).toBe(before + 2);
    peer.down();
    try {
      expect(await checker.check(claim(cpf))).toMatchObject({ status: 'unavailable', reason: 'status 503' });
    } finally {
      peer.up();
    }
    expect(await checker.check(claim(cpf))).toEqual({ status: 'mismatch', fields: ['CpfCnpj'] });
    expect(peer.calls(cpf)).toBe(2);
  });

  it('is unavailable on an error status, an answer that is not a record, a refused connection and a silent provider', async () => {
    const checker = createCpfChecker(httpCpfProvider(peer.url), { timeoutMs: 1_500, clock: new TestClock() });
    expect(await checker.check(claim(failing))).toMatchObject({ status: 'unavailable', reason: 'status 500' });
    expect(await checker.check(claim(garbled))).toMatchObject({ status: 'unavailable', reason: 'not a CPF record' });
    expect(await checker.check(claim(huge))).toMatchObject({ status: 'unavailable', reason: 'answer too large' });
    const refused = createCpfChecker(httpCpfProvider(`http://127.0.0.1:${await freePort()}/cpf/{cpf}`), {
      timeoutMs: 1_500,
      clock: new TestClock(),
    });
    expect(await refused.check(claim(known))).toMatchObject({ status: 'unavailable' });
    // Accepts the connection and never answers: the check gives up at its timeout.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as { port: number };
      const slow = createCpfChecker(httpCpfProvider(`http://127.0.0.1:${port}/cpf/{cpf}`), { timeoutMs: 150, clock: new TestClock() });
      expect(await slow.check(claim(known))).toEqual({ status: 'unavailable', reason: 'timeout' });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('the demo provider', () => {
  it('checks its seeded records and accepts any CPF it has no record of', async () => {
    const checker = createCpfChecker(demoCpfProvider(), { timeoutMs: 1_500, clock: new TestClock() });
    const [cpf, record] = Object.entries(DEMO_CPF_RECORDS)[0];
    expect(await checker.check({ cpf, ...record })).toEqual({ status: 'match' });
    expect(await checker.check({ cpf, name: 'Fulano de Tal', birthDate: record.birthDate })).toEqual({
      status: 'mismatch',
      fields: ['Name'],
    });
    expect(await checker.check(claim(randomCpf()))).toEqual({ status: 'match' });
  });
});
