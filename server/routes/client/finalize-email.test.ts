import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/http/logger.ts';
import { smtpMailer } from '../../lib/outbox/mail.ts';
import { createOutboxWorker } from '../../lib/outbox/outbox-worker.ts';
import { emailDelivery } from '../../lib/outbox/outbox-worker-deliveries.ts';
import { completeFile } from '../../test-support/complete-file.ts';
import { testClient } from '../../test-support/document.fixtures.ts';
import { pfBody, pjBody, signUp } from '../../test-support/fixtures.ts';
import { readMail, type SmtpPeer, startSmtpPeer } from '../../test-support/smtp-peer.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let peer: SmtpPeer;
beforeAll(async () => {
  [t, peer] = await Promise.all([startTestApp(), startSmtpPeer()]);
});
afterAll(async () => {
  await peer.close();
  await t.close();
});

const deliver = () =>
  createOutboxWorker({
    db: t.database.db,
    logger: createLogger('silent'),
    deliveries: { email: emailDelivery(smtpMailer(peer.url, 'nao-responda@parceiro.test')) },
  }).drainOnce();

const signedUp = async (body: Record<string, unknown>) => ({ client: testClient(await signUp(t, body), body), email: String(body.Email) });
const finalize = (client: { id: number; token: string }) =>
  t.call('PATCH', '/api/client/finalize', { token: client.token, json: { Id: client.id } });

/** The emails the peer received for `to` with "recebemos" in the subject, read: the subject, the text and HTML bodies. */
async function received(to: string): Promise<{ subject: string; body: string }[]> {
  const mails = await Promise.all(peer.received.filter((mail) => mail.to.includes(to)).map((mail) => readMail(mail.raw)));
  return mails
    .map((mail) => ({ subject: mail.subject, body: `${mail.text}\n${mail.html}` }))
    .filter((mail) => mail.subject.includes('recebemos'));
}

describe('the email after finalize ("recebemos seu cadastro")', () => {
  it('a person gets it once, over SMTP, greeted by first name, in the brand of its partner (logo, colour)', async () => {
    const { client, email } = await signedUp(pfBody(t, { Name: 'Joana Prado', Email: 'joana.finaliza@example.com' }));
    // Refused while incomplete: nothing is sent.
    expect((await finalize(client)).status).toBe(409);
    await deliver();
    expect(await received(email)).toEqual([]);

    await completeFile(t, client);
    expect((await finalize(client)).status).toBe(200);
    expect((await finalize(client)).status).toBe(200);
    await deliver();
    const mails = await received(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Aurora Investimentos: recebemos o seu cadastro');
    expect(mail.body).toMatch(/^Olá, Joana!\r?$/m);
    expect(mail.body).toContain('Recebemos o seu cadastro na Aurora Investimentos');
    expect(mail.body).toContain('Se faltar algum documento, enviaremos por e-mail um link para você enviá-lo.');
    // The partner's menu logo, as an absolute URL on its registration origin, and its primary colour.
    expect(mail.body).toMatch(/<img src="http:\/\/localhost:\d+\/brands\/aurora\/logo\.svg" alt="Aurora Investimentos"/);
    expect(mail.body).toContain('border-top:6px solid #0B3C5D');
  });

  it("a company's contact reads the company's name, not 'Olá, Empresa!', and company wording, in the other brand", async () => {
    const body = pjBody(t, { Email: 'contato.finaliza@example.com' });
    const { client, email } = await signedUp(body);
    await completeFile(t, client);
    expect((await finalize(client)).status).toBe(200);
    await deliver();
    const [mail] = await received(email);
    expect(mail.subject).toBe('Bravo Capital: recebemos o cadastro da empresa');
    expect(mail.body).toMatch(/^Olá!\r?$/m);
    expect(mail.body).toContain(`Esta mensagem é sobre o cadastro da empresa ${String(body.Name)}.`);
    expect(mail.body).not.toMatch(/Olá, \S+!/);
    expect(mail.body).toContain('Quando a conta da empresa estiver aberta');
    expect(mail.body).toMatch(/brands\/bravo\/logo\.svg/);
    expect(mail.body).toContain('#14532D');
  });
});
