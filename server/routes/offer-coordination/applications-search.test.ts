import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicationsPage, OfferCoordinationMessages } from '../../../domain/api/offer-coordination.ts';
import { Messages } from '../../../domain/messages.ts';
import { offerManagerAdd } from '../../cli/offer-manager-add.command.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { signUpCustomer } from '../../test-support/auth.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { startTestApp, TEST_KDF, type TestApp, TestClock } from '../../test-support/test-app.ts';
import { APPLICATIONS_SEARCH_LIMIT } from './offer-coordination.routes.ts';

const clock = new TestClock(new Date('2030-06-03T12:00:00Z'));
const PASSWORD = 'coordenação de ofertas';
let t: TestApp;
let customer: { document: string; clientId: number };

async function managerToken(): Promise<{ token: string; id: number }> {
  const document = randomCpf();
  await offerManagerAdd(
    { db: t.database.db, clock, print: () => undefined, requestId: 'test', kdf: TEST_KDF, readSecret: async () => PASSWORD },
    { partner: 'localhost', document, name: 'Gestora de Ofertas', email: 'gestora@example.com' },
  );
  const response = await t.call('POST', '/api/offer-coordination/sign-in', {
    json: { Document: document, Password: PASSWORD, PartnerId: t.partners.aurora },
    ip: `10.9.0.${document.slice(0, 2)}`,
  });
  const { AccessToken } = await response.json();
  const claims = JSON.parse(Buffer.from(AccessToken.split('.')[1], 'base64url').toString('utf8'));
  return { token: AccessToken, id: claims.OfferManagerId };
}

const list = (token: string, query: string) => t.call('GET', `/api/offer-coordination/applications${query}`, { token });
const auditOf = (managerId: number) =>
  t.database.db
    .select({ action: auditEvents.action, fields: auditEvents.fields })
    .from(auditEvents)
    .where(and(eq(auditEvents.actor, `offer-manager:${managerId}`), like(auditEvents.action, 'applications.%')));

beforeAll(async () => {
  t = await startTestApp({ clock });
  customer = await signUpCustomer(t, { Name: 'Carla Mendes' });
});
afterAll(() => t.close());

describe('GET /api/offer-coordination/applications: searches', () => {
  it('finds a whole CPF (formatted or not) and masks all but three of its digits', async () => {
    const { token } = await managerToken();
    const cpf = customer.document;
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    for (const search of [cpf, formatted]) {
      const result: ApplicationsPage = await (await list(token, `?search=${encodeURIComponent(search)}`)).json();
      expect(result.Items.map((item) => item.ClientId)).toEqual([customer.clientId]);
      expect(result.Items[0].MaskedDocument).toBe(`***.***.${cpf.slice(6, 9)}-**`);
    }
  });

  it('refuses a partial document with a field message instead of matching it', async () => {
    const { token } = await managerToken();
    const cpf = customer.document;
    // Check digits other than the customer's own ("00" would be the whole CPF when its digits are 00).
    const otherDigits = cpf.endsWith('00') ? '11' : '00';
    for (const partial of [
      cpf.slice(3, 9),
      `***.${cpf.slice(3, 6)}`.replace(/\*/g, ''),
      `${cpf.slice(0, 10)}`,
      `${cpf.slice(0, 9)}${otherDigits}`,
    ]) {
      const response = await list(token, `?search=${encodeURIComponent(partial)}`);
      const body = await response.json();
      // A whole but wrong CPF may be valid by chance: then it is an exact search that matches nobody.
      if (response.status === 200) expect(body.Total, partial).toBe(0);
      else expect([response.status, body.Errors], partial).toEqual([400, { search: [OfferCoordinationMessages.searchPartialDocument] }]);
    }
    expect((await list(token, `?search=${cpf.slice(3, 9)}`)).status).toBe(400);
  });

  it('audits every search with its kind, never its term', async () => {
    const { token, id } = await managerToken();
    await list(token, '');
    await list(token, '?search=carla');
    await list(token, `?search=${customer.document}`);
    const rows = await auditOf(id);
    expect(rows).toEqual([
      { action: 'applications.list', fields: [] },
      { action: 'applications.search.name', fields: ['search'] },
      { action: 'applications.search.document', fields: ['search'] },
    ]);
    expect(JSON.stringify(rows)).not.toContain(customer.document);
  });

  it('answers 429 with Retry-After once a manager spent their searches; lists without a search and other managers go on', async () => {
    const first = await managerToken();
    for (let i = 0; i < APPLICATIONS_SEARCH_LIMIT.limit; i++) expect((await list(first.token, `?search=${randomCpf()}`)).status).toBe(200);
    const limited = await list(first.token, `?search=${customer.document}`);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ Message: Messages.tooManyRequests });
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await auditOf(first.id)).length).toBe(APPLICATIONS_SEARCH_LIMIT.limit);
    expect((await list(first.token, '')).status).toBe(200);
    expect((await list((await managerToken()).token, '?search=carla')).status).toBe(200);
    clock.advance(retryAfter * 1000);
    expect((await list(first.token, '?search=carla')).status).toBe(200);
  });
});
