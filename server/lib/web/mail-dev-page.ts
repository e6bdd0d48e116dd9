import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { devOnly } from '../http/dev-only.ts';
import type { DevMailbox, StoredMail } from '../outbox/mail.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function mailItem(mail: StoredMail): string {
  return `<article style="border:1px solid #ccc;border-radius:6px;padding:12px;margin:12px 0">
<p><strong>${escapeHtml(mail.subject)}</strong><br><small>Para: ${escapeHtml(mail.to)} · De: ${escapeHtml(mail.fromName)} · ${escapeHtml(mail.sentAt)}</small></p>
<pre style="white-space:pre-wrap;font:14px/1.4 system-ui,sans-serif">${escapeHtml(mail.text)}</pre>
</article>`;
}

function page(mails: readonly StoredMail[]): string {
  const body = mails.length > 0 ? mails.map(mailItem).join('\n') : '<p>Nenhum e-mail enviado ainda.</p>';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de e-mails (desenvolvimento)</title></head>
<body style="font:16px system-ui,sans-serif;margin:2rem;max-width:760px">
<h1>Caixa de e-mails de desenvolvimento</h1>
<p>Emails enviados por este servidor sem SMTP_URL (os mais recentes primeiro). Esta página não existe em produção.</p>
${body}
</body></html>`;
}

/**
 * The dev mailbox pages: GET /dev/emails (HTML, newest first) and /dev/emails.json. Without a mailbox (always in
 * production) both answer 404, so codes are never shown; with one, only requests made on this machine under a
 * loopback host are answered (`devOnly`, ADR 217), the others get 403.
 */
export function devMailboxRoutes(mailbox: DevMailbox | undefined, trustProxy: boolean): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', async (c, next) => (mailbox ? next() : c.text('Not Found', 404)));
  routes.use('*', devOnly(trustProxy));
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  return routes.get('/emails', (c) => c.html(page(mailbox?.list() ?? []))).get('/emails.json', (c) => c.json(mailbox?.list() ?? []));
}
