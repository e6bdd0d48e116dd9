import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../../domain/api/backoffice.ts';
import { Messages } from '../../../domain/messages.ts';
import { combinePhone } from '../../../domain/phone.ts';
import { auditEvents, clientAgreements, clientDocuments } from '../../db/schema/index.ts';
import { lookups } from '../../services/lookups/lookups.ts';
import { completeFile, fileSteps } from '../../test-support/complete-file.ts';
import { randomCpf } from '../../test-support/documents.ts';
import { pfBody, pjBody } from '../../test-support/fixtures.ts';
import { type Customer, newCustomer } from '../../test-support/section-kit.ts';
import { addTestStaff, type TestStaff } from '../../test-support/staff.ts';
import { startTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let pf: Customer;
let pj: Customer;
/** Rita reviews for the own brand; Bruno for the second brand; Paula is the provider's admin. */
let rita: TestStaff;
let bruno: TestStaff;
let paula: TestStaff;

/** Calls as `who` and answers the parsed body of a 200. */
async function ok<T>(method: string, path: string, token: string, json?: unknown): Promise<T> {
  const response = await t.call(method, path, { token, json });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.json() as Promise<T>;
}
const detailOf = (who: Customer, staff: TestStaff) => ok<ApplicationDetail>('GET', `/api/backoffice/applications/${who.id}`, staff.token);

/** The company fills the three lists completeFile leaves empty, then sends the documents they call for. */
async function fillOptionalLists(who: Customer) {
  const [issuer, controller, manager] = [randomCpf(), randomCpf(), randomCpf()];
  const lists: [string, unknown][] = [
    [
      '/api/order-issuer',
      { ClientId: who.id, Issuers: [{ Name: 'Olga Ordens', Cpf: issuer, Rg: null, Email: 'olga@example.com', ClientId: who.id }] },
    ],
    [
      '/api/controllers',
      { ClientId: who.id, controllers: [{ Name: 'Caio Controle', CpfCnpj: controller, Percentage: 60, ClientId: who.id }] },
    ],
    [
      '/api/asset-manager',
      {
        ClientId: who.id,
        AssetManagers: [
          { Name: 'Gina Gestão', DDDMobilePhone: '11', MobilePhone: '912345678', AssetManagerCpfCnpj: manager, CustomerId: who.id },
        ],
      },
    ],
  ];
  for (const [path, json] of lists) await ok('PATCH', path, who.token, json);
  await fileSteps.documents(t, who);
}

beforeAll(async () => {
  t = await startTestApp();
  pf = await newCustomer(t, pfBody(t, { Name: 'Patrícia Ferreira' }));
  await completeFile(t, pf, { declarations: { QualifiedInvestor: true }, financialInvestments: 1_500_000 });
  pj = await newCustomer(
    t,
    pjBody(t, { Name: 'Jota Comércio Ltda', PartnerId: t.partners.aurora, RegisterUrl: 'localhost:3000', KnowledgeId: 1 }),
  );
  const declarations = { AuthorizesOrdersByProcurator: true, AuthorizesOrdersByAdministrator: true };
  await completeFile(t, pj, { declarations });
  await fillOptionalLists(pj);
  rita = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora, name: 'Rita Revisora' });
  bruno = await addTestStaff(t, { role: 'approver', partnerId: t.partners.bravo });
  paula = await addTestStaff(t, { role: 'admin', name: 'Paula Provedora' });
});
afterAll(() => t.close());

describe('GET /api/backoffice/applications/{clientId}: the file as submitted', () => {
  it("shows each PF section exactly as the customer's own GET answers it", async () => {
    const detail = await detailOf(pf, rita);
    const own: [string, string][] = [
      ['BasicData', '/api/client/basic-data'],
      ['Address', `/api/address/${pf.id}`],
      ['PersonalData', '/api/natural-person/personal-data'],
      ['ComplementaryData', '/api/client/complementary-data'],
      ['DeclarationData', `/api/client/declaration-data/${pf.id}`],
      ['Patrimony', '/api/patrimony'],
      ['Mtm', '/api/position/client/mtm'],
      ['BankAccounts', `/api/bank/${pf.id}`],
    ];
    for (const [name, path] of own) expect(detail.Sections[name], name).toEqual(await ok('GET', path, pf.token));
    expect(detail.Sections.CompanyData).toBeUndefined();
    expect(detail.Summary).toMatchObject({
      ClientId: pf.id,
      Name: 'Patrícia Ferreira',
      Document: pf.cpfCnpj,
      CurrentStep: null,
      Pep: false,
    });
    expect(detail.Email).toBe('maria.silva@example.com');
    expect(detail.Phone).toBe(combinePhone('11', '987654321'));
  });

  it('shows a PJ with all six lists, each as its own GET answers it', async () => {
    const detail = await detailOf(pj, paula);
    const lists: [string, string, string][] = [
      ['OrderIssuers', 'order-issuer', 'Issuers'],
      ['Controllers', 'controllers', 'controllers'],
      ['Representatives', 'representative', 'Representatives'],
      ['Administrators', 'administrator', 'Administrators'],
      ['Procurators', 'procurator', 'Procurators'],
      ['AssetManagers', 'asset-manager', 'AssetManagers'],
    ];
    for (const [name, path, key] of lists) {
      const own = await ok<Record<string, unknown[]>>('GET', `/api/${path}/${pj.id}`, pj.token);
      expect(own[key], name).toHaveLength(1);
      expect(detail.Sections[name], name).toEqual(own);
    }
    expect(detail.Sections.CompanyData).toEqual(await ok('GET', '/api/legal-person/company-data', pj.token));
    expect(detail.Summary).toMatchObject({ PersonType: 'J', CurrentStep: null });
    expect(detail.Declarations).toMatchObject({ AuthorizesOrdersByProcurator: true, AuthorizesOrdersByAdministrator: true });
  });

  it('names the lookup ids the sections hold (city, state, marital status, bank, activity, category), as the public lists do', async () => {
    const [pfDetail, pjDetail] = [await detailOf(pf, rita), await detailOf(pj, paula)];
    // The first value of `key` anywhere in a section (lists included).
    const firstValue = (value: unknown, key: string): unknown => {
      if (value === null || typeof value !== 'object') return undefined;
      if (!Array.isArray(value) && key in value) return (value as Record<string, unknown>)[key];
      return Object.values(value)
        .map((item) => firstValue(item, key))
        .find((item) => item !== undefined);
    };
    const named = (detail: ApplicationDetail, section: string, key: string, list: { Id: number | string; Description: string }[]) => {
      const id = String(firstValue(detail.Sections[section], key));
      const description = list.find((item) => String(item.Id) === id)?.Description;
      expect(description, `${section}.${key} ${id}`).toBeDefined();
      expect(detail.LookupNames[key]?.[id], `${section}.${key}`).toBe(description);
    };
    const lists = lookups();
    named(pfDetail, 'Address', 'StateId', lists.states);
    named(pfDetail, 'Address', 'CityId', [...lists.citiesByState.values()].flat());
    named(pfDetail, 'PersonalData', 'MaritalStatusId', lists.maritalStatus);
    named(pfDetail, 'PersonalData', 'OccupationId', lists.occupations);
    named(pfDetail, 'BankAccounts', 'BankCode', lists.banks);
    named(pjDetail, 'CompanyData', 'Activity', lists.activities);
    named(pjDetail, 'CompanyData', 'ConstitutionFormat', lists.constitutionForms);
    named(pjDetail, 'Representatives', 'Category', lists.representativeCategories);
    expect(pfDetail.LookupNames.Activity).toBeUndefined();
  });

  it("names every document type staff may request for the person type, as the customer's receipt list does", async () => {
    for (const who of [pf, pj]) {
      const detail = await detailOf(who, paula);
      const receipts = await ok<{ Id: number; Description: string }[]>(
        'GET',
        `/api/common/receipt/${detail.Summary.PersonType}`,
        who.token,
      );
      expect(detail.DocumentTypes).toEqual(receipts.map((type) => ({ Id: type.Id, Name: type.Description })));
      // Types never sent are offered too, not only those of the uploads.
      const sent = new Set(detail.Documents.map((document) => document.DocumentTypeId));
      expect(detail.DocumentTypes.some((type) => !sent.has(type.Id))).toBe(true);
    }
  });

  it('lists the documents, the suitability answers and profile, the agreements with their evidence and the declarations', async () => {
    const detail = await detailOf(pf, rita);
    const uploads = await t.database.db.select().from(clientDocuments).where(eq(clientDocuments.clientId, pf.id));
    expect(detail.Documents.map((document) => document.DocumentId).sort()).toEqual(uploads.map((row) => row.id).sort());
    for (const document of detail.Documents) {
      expect(document.TypeName).not.toBe('');
      expect(document).toMatchObject({ ContentType: 'application/pdf', FileName: 'documento.pdf' });
      expect(document.Size).toBeGreaterThan(0);
    }
    expect(detail.Suitability?.Profile).toMatch(/^(conservador|moderado|arrojado)$/);
    expect(detail.Suitability?.Answers.length).toBeGreaterThan(3);
    for (const answer of detail.Suitability?.Answers ?? []) expect(answer.Answer).not.toBe('');
    const signed = await t.database.db.select().from(clientAgreements).where(eq(clientAgreements.clientId, pf.id));
    expect(detail.Agreements).toHaveLength(signed.length);
    expect(detail.Agreements.map((agreement) => agreement.AgreementId).sort()).toEqual([1, 28, 33, 57]);
    for (const agreement of detail.Agreements) {
      const row = signed.find((item) => item.agreementId === agreement.AgreementId);
      expect(agreement).toEqual({
        AgreementId: row?.agreementId,
        Name: expect.any(String),
        Version: row?.version,
        Sha256: row?.sha256,
        SignedAt: row?.signedAt.toISOString(),
        Ip: row?.ip,
        UserAgent: row?.userAgent,
      });
      expect(agreement.Sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(detail.Declarations).toEqual({
      AuthorizesOrdersByProcurator: false,
      AuthorizesOrdersByAdministrator: false,
      QualifiedInvestor: true,
      ProfessionalInvestor: false,
      PoliticallyExposedPerson: false,
      UsPerson: false,
      ForeignTaxResidence: false,
    });
  });
});

describe('GET /api/backoffice/applications/{clientId}: the audit trail', () => {
  it("holds every event the customer made on the file, and the staff member's reads by name", async () => {
    const own = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actor, `client:${pf.id}`));
    const detail = await detailOf(pf, rita);
    const byCustomer = detail.Audit.filter((entry) => entry.Actor === 'Cliente');
    expect(byCustomer).toHaveLength(own.length);
    const actions = new Set(byCustomer.map((entry) => entry.Action));
    for (const action of ['address.create', 'document.upload', 'profile.answer', 'declaration-data.save'])
      expect(actions).toContain(action);
    expect(detail.Audit[0]).toMatchObject({
      Actor: `Rita Revisora (${rita.email}, equipe nº ${rita.id})`,
      Staff: { Id: rita.id, Name: 'Rita Revisora', Email: rita.email },
      Action: 'backoffice.application.read',
      Reason: null,
    });
    expect(byCustomer.every((entry) => entry.Staff === null)).toBe(true);
    expect(detail.Audit[0].RequestId).toEqual(expect.any(String));
    const digested = byCustomer.find((entry) => entry.Action === 'address.create');
    expect(digested?.AfterDigest).toMatch(/^[0-9a-f]{64}$/);
    const times = detail.Audit.map((entry) => entry.At);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("does not mix in another client's events", async () => {
    const detail = await detailOf(pj, rita);
    const pfEvents = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actor, `client:${pf.id}`));
    const pfRequests = new Set(pfEvents.map((event) => event.requestId));
    expect(detail.Audit.filter((entry) => entry.RequestId && pfRequests.has(entry.RequestId))).toEqual([]);
  });

  it('names two staff members an admin gave the same display name apart: name, email and id', async () => {
    const twin = await addTestStaff(t, { role: 'analyst', partnerId: t.partners.aurora, name: 'Rita Revisora' });
    await detailOf(pf, rita);
    const detail = await detailOf(pf, twin);
    const [latest, earlier] = detail.Audit;
    expect(latest).toMatchObject({ Actor: `Rita Revisora (${twin.email}, equipe nº ${twin.id})`, Staff: { Id: twin.id } });
    expect(earlier).toMatchObject({ Actor: `Rita Revisora (${rita.email}, equipe nº ${rita.id})`, Staff: { Id: rita.id } });
    expect(latest.Actor).not.toBe(earlier.Actor);
  });

  it('records each read with the staff member', async () => {
    const paulaOnPf = and(eq(auditEvents.actor, `staff:${paula.id}`), eq(auditEvents.entityId, String(pf.id)));
    const before = await t.database.db.$count(auditEvents, paulaOnPf);
    await detailOf(pf, paula);
    const reads = await t.database.db.select().from(auditEvents).where(paulaOnPf).orderBy(auditEvents.id);
    expect(reads.length).toBe(before + 1);
    expect(reads.at(-1)).toMatchObject({ action: 'backoffice.application.read', entity: 'client' });
  });
});

describe('GET /api/backoffice/applications/{clientId}: who', () => {
  it("answers another partner's staff 404, as for an id that does not exist, and audits nothing", async () => {
    for (const path of [`/api/backoffice/applications/${pf.id}`, '/api/backoffice/applications/99999999']) {
      const response = await t.call('GET', path, { token: path.endsWith(String(pf.id)) ? bruno.token : rita.token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ Message: Messages.notFound });
    }
    expect(await t.database.db.$count(auditEvents, eq(auditEvents.actor, `staff:${bruno.id}`))).toBe(0);
  });

  it('answers a customer 403 (their own file too), no token 401 and a malformed id 400', async () => {
    expect((await t.call('GET', `/api/backoffice/applications/${pf.id}`, { token: pf.token })).status).toBe(403);
    expect((await t.call('GET', `/api/backoffice/applications/${pf.id}`)).status).toBe(401);
    expect((await t.call('GET', '/api/backoffice/applications/abc', { token: rita.token })).status).toBe(400);
  });
});

describe('GET /api/backoffice/applications/{clientId}/documents/{documentId}', () => {
  const documentPath = (who: Customer, id: number, query = '') => `/api/backoffice/applications/${who.id}/documents/${id}${query}`;
  const firstUpload = async (who: Customer) =>
    (await t.database.db.select().from(clientDocuments).where(eq(clientDocuments.clientId, who.id)))[0];

  it('serves the stored bytes inline with their type, nosniff, a sandbox CSP and no cache; audited', async () => {
    const upload = await firstUpload(pf);
    const response = await t.call('GET', documentPath(pf, upload.id), { token: rita.token });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="documento-${upload.id}.pdf"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(upload.size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(upload.sha256);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actor, `staff:${rita.id}`), eq(auditEvents.action, 'backoffice.document.view')));
    expect(event).toMatchObject({ entity: 'document', entityId: String(upload.id) });
    // The view shows in the client's trail.
    expect((await detailOf(pf, rita)).Audit.some((entry) => entry.Action === 'backoffice.document.view')).toBe(true);
  });

  it('serves it as an attachment with download=1', async () => {
    const upload = await firstUpload(pj);
    const response = await t.call('GET', documentPath(pj, upload.id, '?download=1'), { token: paula.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="documento-${upload.id}.pdf"`);
    expect(response.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'");
  });

  it("answers 404 for another client's document, another partner's staff and an unknown id; 400 for a bad query", async () => {
    const [pfUpload, pjUpload] = [await firstUpload(pf), await firstUpload(pj)];
    const refusals: [string, string, number][] = [
      [documentPath(pf, pjUpload.id), rita.token, 404],
      [documentPath(pf, pfUpload.id), bruno.token, 404],
      [documentPath(pf, 99999999), rita.token, 404],
      [documentPath(pf, pfUpload.id, '?download=true'), rita.token, 400],
      [documentPath(pf, pfUpload.id, '?inline=1'), rita.token, 400],
      [documentPath(pf, pfUpload.id), pf.token, 403],
    ];
    for (const [path, token, status] of refusals) {
      const response = await t.call('GET', path, { token });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    }
  });
});
