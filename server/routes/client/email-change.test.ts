import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeMessages, EMAILED_CODE_TTL_SECONDS } from '../../../domain/api/auth.ts';
import { EmailChangeMessages } from '../../../domain/api/email-change.ts';
import { Messages } from '../../../domain/messages.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { codeIn, latestCode, queuedEmails } from '../../test-support/emails.ts';
import { nextAddress, pfBody, signUp } from '../../test-support/fixtures.ts';
import { startTestApp, type TestApp, TestClock } from '../../test-support/test-app.ts';

let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

type Customer = { token: string; id: number; email: string; document: string };
let seq = 0;
async function customer(overrides: Record<string, unknown> = {}): Promise<Customer> {
  const email = `cliente${++seq}@example.com`;
  const body = pfBody(t, { Email: email, ...overrides });
  const { AccessToken, ClientId } = await signUp(t, body);
  return { token: AccessToken, id: ClientId, email, document: String(body.CpfCnpj) };
}

const patch = (who: Customer, json: unknown) => t.call('PATCH', '/api/client/basic-data', { token: who.token, json });
const confirm = (who: Customer, Token: string) =>
  t.call('POST', '/api/client/basic-data/email/confirm', { token: who.token, json: { Token }, ip: nextAddress() });
const storedEmail = async (who: Customer) =>
  ((await (await t.call('GET', '/api/client/basic-data', { token: who.token })).json()) as { Email: string }).Email;
const mailsTo = (to: string) => queuedEmails(t.database.db, to);
const invalidToken = { Message: CodeMessages.codeInvalid, Errors: { Token: [CodeMessages.codeInvalid] } };

describe('PATCH /api/client/basic-data with another Email', () => {
  it('keeps the email, changes the other fields, and emails a code to the new address only', async () => {
    const who = await customer();
    const before = (await mailsTo(who.email)).length;
    const response = await patch(who, { Email: 'Novo.Endereco@Example.com', Name: 'Maria Nova' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      Email: who.email,
      Name: 'Maria Nova',
      PendingEmail: 'novo.endereco@example.com',
      Message: EmailChangeMessages.codeSent,
    });
    expect(await storedEmail(who)).toBe(who.email);
    const [sent] = await mailsTo('novo.endereco@example.com');
    expect(sent.subject).toContain('confirme seu novo e-mail');
    expect(codeIn(sent.text)).toMatch(/^\d{6}$/);
    expect(await mailsTo(who.email)).toHaveLength(before);
  });

  it('sends nothing when the Email is the stored one in other letters', async () => {
    const who = await customer();
    const response = await patch(who, { Email: who.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty('PendingEmail');
    const requests = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(who.id)), eq(auditEvents.action, 'client.email-change.request')));
    expect(requests).toEqual([]);
  });

  it('caps the codes at 5 per 15 minutes: the 6th answers 429 and changes no field', async () => {
    const who = await customer();
    for (let i = 0; i < 5; i++) expect((await patch(who, { Email: `cap${i}@example.com` })).status).toBe(200);
    const capped = await patch(who, { Email: 'cap5@example.com', Name: 'Nome Novo' });
    expect(capped.status).toBe(429);
    expect(capped.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await mailsTo('cap5@example.com')).toEqual([]);
    const read = (await (await t.call('GET', '/api/client/basic-data', { token: who.token })).json()) as { Name: string };
    expect(read.Name).toBe('Maria da Silva');
  });
});

describe('PATCH /api/client/basic-data with an Email another client uses (ADR 227)', () => {
  const requests = async (who: Customer) =>
    (
      await t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, String(who.id)), eq(auditEvents.action, 'client.email-change.request')))
    ).length;

  it('answers as for a free address, sends no code there but a notice, and no code confirms it', async () => {
    const [holder, who, control] = [await customer(), await customer(), await customer()];
    const taken = await patch(who, { Email: holder.email.toUpperCase() });
    const free = await patch(control, { Email: `livre${seq}@example.com` });
    expect([taken.status, free.status]).toEqual([200, 200]);
    const [takenBody, freeBody] = (await Promise.all([taken.json(), free.json()])) as Record<string, unknown>[];
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freeBody).sort());
    expect(takenBody).toMatchObject({ PendingEmail: holder.email, Message: EmailChangeMessages.codeSent });
    const [notice] = await mailsTo(holder.email);
    expect(notice.subject).toContain('já está em outro cadastro');
    expect(() => codeIn(notice.text)).toThrow();
    expect(notice.text).not.toContain('Maria');
    // No code was emailed, and none of the 10^6 would confirm: the change has no address to make.
    for (const code of ['000000', '123456']) expect((await confirm(who, code)).status).toBe(400);
    expect(await storedEmail(who)).toBe(who.email);
    expect(await storedEmail(holder)).toBe(holder.email);
    expect(await requests(who)).toBe(1);
  });

  it('counts a taken address against the cap like any other: the 6th request answers 429', async () => {
    const [holder, who] = [await customer(), await customer()];
    for (let i = 0; i < 5; i++) expect((await patch(who, { Email: holder.email })).status).toBe(200);
    expect((await patch(who, { Email: `outro${seq}@example.com` })).status).toBe(429);
  });

  it("sends the code when only another partner's client uses the address", async () => {
    const other = await customer({ PartnerId: t.partners.bravo, RegisterUrl: 'parceiro.localhost:3000' });
    const who = await customer();
    expect((await patch(who, { Email: other.email })).status).toBe(200);
    const code = await latestCode(t.database.db, other.email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await confirm(who, code)).status).toBe(200);
    expect(await storedEmail(who)).toBe(other.email);
  });

  it('refuses control characters and a malformed address at Email, sending nothing', async () => {
    const who = await customer();
    for (const Email of ['novo\u0000@example.com', 'novo@example.com\n', 'sem-arroba', ' ']) {
      const response = await patch(who, { Email });
      expect(response.status, JSON.stringify(Email)).toBe(400);
      expect(((await response.json()) as { Errors: Record<string, string[]> }).Errors.Email?.[0]).toBeTruthy();
    }
    expect(await requests(who)).toBe(0);
  });
});

describe('POST /api/client/basic-data/email/confirm', () => {
  it('makes the new address the email with its code, audits it and tells the old address', async () => {
    const who = await customer();
    await patch(who, { Email: 'confirmado@example.com' });
    const response = await confirm(who, await latestCode(t.database.db, 'confirmado@example.com'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ Email: 'confirmado@example.com' });
    expect(await storedEmail(who)).toBe('confirmado@example.com');
    const [told] = await mailsTo(who.email);
    expect(told.subject).toContain('o e-mail da sua conta foi alterado');
    expect(told.text).toContain('c***@example.com');
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, String(who.id)), eq(auditEvents.action, 'client.email.change')));
    expect(event).toMatchObject({ actor: `client:${who.id}`, fields: ['Email'] });
    expect(event.beforeDigest).not.toEqual(event.afterDigest);
  });

  it('sends the continue code to the old address until the change is confirmed, then to the new one', async () => {
    const who = await customer();
    const resend = () =>
      t.call('POST', '/api/customer/token-continue-register', {
        json: { Document: who.document, PartnerId: t.partners.aurora },
        ip: nextAddress(),
      });
    await patch(who, { Email: 'depois@example.com' });
    const changeCode = await latestCode(t.database.db, 'depois@example.com');
    expect((await resend()).status).toBe(200);
    expect((await mailsTo('depois@example.com')).map((mail) => mail.subject)).toEqual([expect.stringContaining('novo e-mail')]);
    expect((await mailsTo(who.email))[0].subject).toContain('continuar o cadastro');
    expect((await confirm(who, changeCode)).status).toBe(200);
    expect((await resend()).status).toBe(200);
    expect((await mailsTo('depois@example.com'))[0].subject).toContain('continuar o cadastro');
  });

  it('refuses a wrong code, a used code and a code replaced by a newer request, changing nothing', async () => {
    const who = await customer();
    await patch(who, { Email: 'primeiro@example.com' });
    const first = await latestCode(t.database.db, 'primeiro@example.com');
    await patch(who, { Email: 'segundo@example.com' });
    const second = await latestCode(t.database.db, 'segundo@example.com');
    const wrong = second === '000000' ? '000001' : '000000';
    for (const code of [wrong, first === second ? wrong : first]) {
      const response = await confirm(who, code);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(invalidToken);
    }
    expect(await storedEmail(who)).toBe(who.email);
    expect((await confirm(who, second)).status).toBe(200);
    const reused = await confirm(who, second);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual(invalidToken);
    expect(await storedEmail(who)).toBe('segundo@example.com');
  });

  it("refuses another client's code, and a code typed with another client's token", async () => {
    const [owner, stranger] = [await customer(), await customer()];
    await patch(owner, { Email: 'do-dono@example.com' });
    const ownerCode = await latestCode(t.database.db, 'do-dono@example.com');
    await patch(stranger, { Email: 'do-estranho@example.com' });
    // The owner's code with the stranger's token (who has a change waiting), and with no change waiting at all.
    expect(await (await confirm(stranger, ownerCode)).json()).toEqual(invalidToken);
    const idle = await customer();
    expect((await confirm(idle, ownerCode)).status).toBe(400);
    expect(await storedEmail(stranger)).toBe(stranger.email);
    expect(await storedEmail(idle)).toBe(idle.email);
    expect((await confirm(owner, ownerCode)).status).toBe(200);
    expect(await storedEmail(owner)).toBe('do-dono@example.com');
  });

  it('refuses an expired code', async () => {
    const who = await customer();
    await patch(who, { Email: 'tarde@example.com' });
    const code = await latestCode(t.database.db, 'tarde@example.com');
    clock.advance((EMAILED_CODE_TTL_SECONDS + 1) * 1000);
    const response = await confirm(who, code);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(invalidToken);
    expect(await storedEmail(who)).toBe(who.email);
  });

  it('allows 5 wrong codes, then 429 even for the right one', async () => {
    const who = await customer();
    await patch(who, { Email: 'tentativas@example.com' });
    const code = await latestCode(t.database.db, 'tentativas@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(who, wrong)).status).toBe(400);
    const exhausted = await confirm(who, code);
    expect(exhausted.status).toBe(429);
    expect(await exhausted.json()).toEqual({ Message: CodeMessages.attemptsExhausted });
    expect(await storedEmail(who)).toBe(who.email);
  });

  it('takes a strict body and a token', async () => {
    const who = await customer();
    const path = '/api/client/basic-data/email/confirm';
    for (const json of [{}, { Token: '12345' }, { Token: '123456', Email: 'x@example.com' }, { Token: 123456 }]) {
      expect((await t.call('POST', path, { token: who.token, json })).status, JSON.stringify(json)).toBe(400);
    }
    const anonymous = await t.call('POST', path, { json: { Token: '123456' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ Message: Messages.unauthorized });
  });
});
