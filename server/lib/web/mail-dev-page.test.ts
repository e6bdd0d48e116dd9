import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/context.ts';
import { createLogger } from '../http/logger.ts';
import { DevMailbox } from '../outbox/mail.ts';
import { devMailboxRoutes } from './mail-dev-page.ts';

const INVITATION = 'Convite: http://localhost:3000/backoffice/convite?token=segredo-do-convite';
const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

async function mailboxApp(trustProxy = false) {
  const mailbox = new DevMailbox(createLogger('silent'));
  await mailbox.send({ to: 'equipe@example.com', fromName: 'Aurora', subject: 'Seu convite', text: INVITATION, html: '<p>x</p>' });
  const app = new Hono<AppEnv>();
  app.route('/dev', devMailboxRoutes(mailbox, trustProxy));
  const get = (path: string, headers: Record<string, string> = {}, env: object = socket('127.0.0.1')) =>
    app.request(path, { headers: { host: 'localhost:3000', ...headers } }, env);
  return { get };
}

describe('the dev mailbox under DNS rebinding', () => {
  it('answers 403 (JSON, pt-BR) on every /dev route to a Host that is not this machine, without a code or a link', async () => {
    const { get } = await mailboxApp();
    const foreign = ['evil.example', 'evil.example:3000', 'localhost.evil.example:3000', 'evil-localhost:3000', '10.0.0.5:3000', '[::2]'];
    for (const host of foreign) {
      for (const path of ['/dev/emails', '/dev/emails.json', '/dev/anything']) {
        const answer = await get(path, { host });
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(await answer.json()).toEqual({ Message: 'Rotas de desenvolvimento respondem apenas em localhost.' });
      }
    }
    const forwardedHost = await get('/dev/emails.json', { 'X-Forwarded-Host': 'evil.example' });
    expect(forwardedHost.status).toBe(403);
    expect(await forwardedHost.text()).not.toContain('segredo-do-convite');
  });

  it('answers every loopback name, with any port', async () => {
    const { get } = await mailboxApp();
    for (const host of ['localhost', 'localhost:5173', 'parceiro.localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST']) {
      const answer = await get('/dev/emails.json', { host });
      expect(answer.status, host).toBe(200);
      expect(JSON.stringify(await answer.json())).toContain('segredo-do-convite');
    }
    expect((await get('/dev/emails')).headers.get('Cache-Control')).toBe('no-store');
  });

  it('decides who is local from the socket and TRUST_PROXY: behind a trusted proxy, the address it appended', async () => {
    const trusted = await mailboxApp(true);
    const proxy = socket('10.0.0.2');
    expect((await trusted.get('/dev/emails.json', {}, proxy)).status).toBe(403);
    expect((await trusted.get('/dev/emails.json', { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' }, proxy)).status).toBe(403);
    expect((await trusted.get('/dev/emails.json', { 'X-Real-IP': '127.0.0.1' })).status).toBe(403);
    expect((await trusted.get('/dev/emails.json', { 'X-Forwarded-For': '203.0.113.9, ::1' }, proxy)).status).toBe(200);
    const untrusted = await mailboxApp(false);
    expect((await untrusted.get('/dev/emails.json', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(403);
    expect((await untrusted.get('/dev/emails.json', {}, socket('192.168.0.7'))).status).toBe(403);
  });
});
