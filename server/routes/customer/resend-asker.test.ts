import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CpfPeer, startCpfPeer } from '../../test-support/cpf-peer.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { codeIn, queuedEmails } from '../../test-support/emails.ts';
import { nextAddress, pfBody } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

// ADR 221: "reenviar código" reaches only the pending sign-up that asks, named by the email it typed.
const RECORD = { name: 'Helena Duarte Ramos', birthDate: '1975-09-30' };
let peer: CpfPeer;
let t: TestApp;
let cpfs: string[];
beforeAll(async () => {
  cpfs = Array.from({ length: 4 }, () => randomCpf());
  peer = await startCpfPeer(Object.fromEntries(cpfs.map((cpf) => [cpf, RECORD])));
  t = await startTestApp({ config: { cpfCheck: { url: peer.url, timeoutMs: 1_500 } } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

// Both know the CPF's name and birth date (a relative, say): the provider lets both through.
const signUpAs = async (cpf: string, Email: string) => {
  const response = await t.call('POST', '/api/client/basic-data', {
    json: pfBody(t, { CpfCnpj: cpf, Name: RECORD.name, BirthDate: RECORD.birthDate, Email }),
    ip: nextAddress(),
  });
  expect(response.status).toBe(202);
};
const resend = (Document: string, Email?: string) =>
  t.call('POST', '/api/customer/token-continue-register', { json: { Document, PartnerId: t.partners.aurora, Email }, ip: nextAddress() });
const confirm = (Document: string, Token: string) =>
  t.call('POST', '/api/customer/autenticate-continue-register', {
    json: { Document, Token, PartnerId: t.partners.aurora },
    ip: nextAddress(),
  });
const mailCount = async (to: string) => (await queuedEmails(t.database.db, to)).length;
const newestCode = async (to: string) => codeIn((await queuedEmails(t.database.db, to))[0].text);

describe('POST /api/customer/token-continue-register: the resend of a pending sign-up', () => {
  it("sends each asker's code to its own email only, and the holder's code makes the holder's client", async () => {
    const [cpf] = cpfs;
    await signUpAs(cpf, 'helena@example.com');
    await signUpAs(cpf, 'intruso@example.com');
    expect((await resend(cpf, 'Helena@Example.com')).status).toBe(200);
    expect(await mailCount('helena@example.com')).toBe(2);
    expect(await mailCount('intruso@example.com')).toBe(1);
    expect((await resend(cpf, 'intruso@example.com')).status).toBe(200);
    expect(await mailCount('intruso@example.com')).toBe(2);
    expect(await mailCount('helena@example.com')).toBe(2);
    const confirmed = await confirm(cpf, await newestCode('helena@example.com'));
    expect(confirmed.status).toBe(200);
    const { AccessToken } = (await confirmed.json()) as { AccessToken: string };
    const data = await (await t.call('GET', '/api/client/basic-data', { token: AccessToken })).json();
    expect(data).toMatchObject({ Email: 'helena@example.com' });
  });

  it('sends nothing without Email while two sign-ups of the document wait, and to the only one when one waits', async () => {
    const [, two, one] = cpfs;
    await signUpAs(two, 'primeira@example.com');
    await signUpAs(two, 'segunda@example.com');
    expect((await resend(two)).status).toBe(200);
    expect([await mailCount('primeira@example.com'), await mailCount('segunda@example.com')]).toEqual([1, 1]);
    await signUpAs(one, 'sozinha@example.com');
    expect((await resend(one)).status).toBe(200);
    expect(await mailCount('sozinha@example.com')).toBe(2);
  });

  it('answers the same and sends nothing for an email no sign-up of the document typed', async () => {
    const [, , , cpf] = cpfs;
    await signUpAs(cpf, 'titular@example.com');
    const response = await resend(cpf, 'outra@example.com');
    expect(response.status).toBe(200);
    expect(await mailCount('outra@example.com')).toBe(0);
    expect(await mailCount('titular@example.com')).toBe(1);
  });
});
