import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Completeness, CompletenessMessages as M } from '../../../domain/api/completeness.ts';
import { InvestorDeclarationMessages } from '../../../domain/investor-declarations.ts';
import { Messages } from '../../../domain/messages.ts';
import { patrimonies, suitabilityProfiles } from '../../db/schema/index.ts';
import { completeFile, fileSteps } from '../../test-support/complete-file.ts';
import { pfBody, pjBody } from '../../test-support/fixtures.ts';
import {
  type Customer,
  crossPartnerToken,
  expectAuthRequired,
  newCustomer,
  type SectionsWorld,
  send,
  startSectionsWorld,
} from '../../test-support/section-kit.ts';

let w: SectionsWorld;
beforeAll(async () => {
  w = await startSectionsWorld();
});
afterAll(() => w.t.close());

const freshPf = () => newCustomer(w.t, pfBody(w.t));
const freshPj = () => newCustomer(w.t, pjBody(w.t));

async function completenessOf(who: Customer): Promise<Completeness> {
  const response = await send(w.t, who, 'GET', `/api/client/${who.id}/completeness`);
  expect(response.status).toBe(200);
  return v.parse(Completeness, response.body);
}

/** Missing items by section id. */
const missingBySection = (completeness: Completeness) =>
  Object.fromEntries(completeness.Sections.map((section) => [section.SectionId, section.Missing]));

const TERMS_MISSING = [M.password, M.signature, M.agreements[1], M.agreements[28], M.agreements[57]];

describe('GET /api/client/{id}/completeness', () => {
  it('lists every missing item of an empty PF file, by section in the PF order', async () => {
    const completeness = await completenessOf(w.pf);
    expect(completeness).toMatchObject({ ClientId: w.pf.id, StatusRegistration: 1, Complete: false });
    expect(completeness.Sections.map((section) => section.SectionId)).toEqual([1, 8, 2, 3, 4, 5]);
    expect(completeness.Sections.every((section) => !section.Complete)).toBe(true);
    expect(missingBySection(completeness)).toEqual({
      1: [M.address],
      8: [M.document('Documento de identidade com foto (RG, CIN, CNH ou RNE)'), M.document('Comprovante de residência')],
      2: [M.personalData, M.complementaryData, M.declarations],
      3: [M.bankAccount, M.patrimony],
      4: [M.suitability],
      5: TERMS_MISSING,
    });
  });

  it('lists every missing item of an empty PJ file, by section in the PJ order', async () => {
    const completeness = await completenessOf(w.pj);
    expect(completeness.Sections.map((section) => section.SectionId)).toEqual([1, 6, 105, 3, 4, 5]);
    expect(missingBySection(completeness)).toEqual({
      1: [M.address],
      6: [M.companyData, M.complementaryData, M.declarations, M.representative],
      105: [
        M.document('Documento de identidade dos representantes'),
        M.document('Comprovante de endereço da empresa'),
        M.document('Demonstrações financeiras do último exercício'),
        M.document('Comprovante de faturamento dos últimos 12 meses'),
        M.document('Contrato social ou estatuto social consolidado'),
      ],
      3: [M.bankAccount, M.patrimony],
      4: [M.suitability],
      5: TERMS_MISSING,
    });
  });

  it('completes each PF section when its step is saved, and the whole file with the last one', async () => {
    const pf = await freshPf();
    const steps: [number, () => Promise<unknown>][] = [
      [1, () => fileSteps.address(w.t, pf)],
      [8, () => fileSteps.documents(w.t, pf)],
      [2, () => fileSteps.identification(w.t, pf)],
      [3, () => fileSteps.financialData(w.t, pf)],
      [4, () => fileSteps.suitability(w.t, pf)],
      [5, () => fileSteps.terms(w.t, pf)],
    ];
    const done: number[] = [];
    for (const [sectionId, save] of steps) {
      await save();
      done.push(sectionId);
      const completeness = await completenessOf(pf);
      const complete = completeness.Sections.filter((section) => section.Complete).map((section) => section.SectionId);
      expect(complete, `after section ${sectionId}`).toEqual(done);
      expect(completeness.Complete).toBe(done.length === steps.length);
    }
  });

  it('asks a PJ for a representative and for the lists its declarations authorise', async () => {
    const pj = await freshPj();
    const company = async () => missingBySection(await completenessOf(pj))[6];
    const both = { AuthorizesOrdersByProcurator: true, AuthorizesOrdersByAdministrator: true };
    await send(w.t, pj, 'POST', '/api/client/declaration-data', {
      ...both,
      QualifiedInvestor: false,
      ProfessionalInvestor: false,
      ClientId: pj.id,
    });
    expect(await company()).toEqual([M.companyData, M.complementaryData, M.procurator, M.administrator, M.representative]);
    await fileSteps.identification(w.t, pj, both);
    expect(await company()).toEqual([]);
    for (const [path, key, message] of [
      ['/api/administrator', 'Administrators', M.administrator],
      ['/api/procurator', 'Procurators', M.procurator],
      ['/api/representative', 'Representatives', M.representative],
    ]) {
      expect((await send(w.t, pj, 'PATCH', path, { ClientId: pj.id, [key]: [] })).status).toBe(200);
      expect(await company(), path).toContain(message);
    }
    // The declared people's documents are required too: the procuration and each one's identity document.
    await fileSteps.identification(w.t, pj, both);
    const documents = missingBySection(await completenessOf(pj))[105];
    expect(documents).toContain(M.document('Procuração'));
    const identities = documents.filter((item) => item.startsWith(M.document('Documento de identidade do procurador ou administrador (')));
    expect(identities).toHaveLength(2);
  });

  it('is complete for full PF and PJ files, investor declarations included', async () => {
    const pf = await freshPf();
    await completeFile(w.t, pf, { declarations: { QualifiedInvestor: true }, financialInvestments: 1_500_000 });
    expect((await completenessOf(pf)).Complete).toBe(true);
    const pj = await freshPj();
    await completeFile(w.t, pj, { declarations: { ProfessionalInvestor: true }, financialInvestments: 12_000_000 });
    expect((await completenessOf(pj)).Complete).toBe(true);
  });

  it('requires the investor declaration terms while the declaration stands', async () => {
    const pf = await freshPf();
    await completeFile(w.t, pf, { financialInvestments: 20_000_000 });
    const flags = { AuthorizesOrdersByProcurator: false, AuthorizesOrdersByAdministrator: false, ClientId: pf.id };
    await send(w.t, pf, 'POST', '/api/client/declaration-data', { ...flags, QualifiedInvestor: true, ProfessionalInvestor: true });
    expect(missingBySection(await completenessOf(pf))[5]).toEqual([M.agreements[33], M.agreements[34]]);
    await send(w.t, pf, 'POST', '/api/client/declaration-data', { ...flags, QualifiedInvestor: false, ProfessionalInvestor: false });
    expect((await completenessOf(pf)).Complete).toBe(true);
  });

  it('reports answers to an older questionnaire and declarations the stored patrimony contradicts', async () => {
    const pf = await freshPf();
    await completeFile(w.t, pf, { declarations: { QualifiedInvestor: true }, financialInvestments: 1_500_000 });
    const db = w.t.database.db;
    // Data stored before these rules existed: the API refuses both now.
    await db.update(suitabilityProfiles).set({ version: '2020.1' }).where(eq(suitabilityProfiles.clientId, pf.id));
    await db.update(patrimonies).set({ financialInvestments: 1_000_000 }).where(eq(patrimonies.clientId, pf.id));
    const missing = missingBySection(await completenessOf(pf));
    expect(missing[4]).toEqual([M.suitabilityOutdated]);
    expect(missing[2]).toEqual([InvestorDeclarationMessages.F.QualifiedInvestor.declaration]);
  });

  it("names the company in a PJ's contradicted declaration", async () => {
    const pj = await freshPj();
    await completeFile(w.t, pj, { declarations: { ProfessionalInvestor: true }, financialInvestments: 12_000_000 });
    await w.t.database.db.update(patrimonies).set({ financialInvestments: 10_000_000 }).where(eq(patrimonies.clientId, pj.id));
    expect(missingBySection(await completenessOf(pj))[6]).toEqual([
      'Para a empresa se declarar investidora profissional, os investimentos financeiros da empresa precisam ser superiores a R$ 10.000.000,00',
    ]);
  });

  it('refuses bad tokens, another client (403) and another partner (404)', async () => {
    await expectAuthRequired(w.t, w.pf, w.pj, 'GET', `/api/client/${w.pf.id}/completeness`);
    expect(await send(w.t, w.pf, 'GET', `/api/client/${w.pj.id}/completeness`)).toEqual({
      status: 403,
      body: { Message: Messages.forbidden },
    });
    const cross = await crossPartnerToken(w.other, w.pf);
    expect(await send(w.t, cross, 'GET', `/api/client/${w.pf.id}/completeness`)).toEqual({
      status: 404,
      body: { Message: Messages.notFound },
    });
  });
});
