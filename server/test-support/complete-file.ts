import { Agreement, PersonType } from '../../domain/constants.ts';
import { PDF_BYTES } from '../lib/uploads-fixtures.ts';
import { type TestClient, todayDdMmYyyy, upload, uploadParts } from './document.fixtures.ts';
import { type Declarations, FILE_CREDENTIALS, sectionBodies, suitabilityAnswers } from './file-bodies.ts';
import type { TestApp } from './test-app.ts';

/** The customer whose file is filled: a signed-up client with its token (section-kit's Customer fits). */
export type FileOwner = TestClient;

/** What a filled file declares: the declarations and the patrimony's financial investments (reais). */
export type FileOptions = { declarations?: Partial<Declarations>; financialInvestments?: number };

/** Makes a call as `who` and fails the test unless it answers 2xx; answers the parsed body. */
async function ok(t: TestApp, who: FileOwner, method: string, path: string, json?: unknown): Promise<unknown> {
  const response = await t.call(method, path, { token: who.token, json });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Valid bodies of every section write, as the web app sends them (sectionBodies), and the suitability answers. */
export const fileBodies = {
  ...sectionBodies,
  /** Answers to the questionnaire the server serves now (suitabilityAnswers). */
  async profile(t: TestApp, who: FileOwner) {
    const form = (await ok(t, who, 'GET', `/api/profile/${who.id}`)) as {
      Id: number;
      Version: string;
      Questions: Parameters<typeof suitabilityAnswers>[0];
    };
    return { Id: form.Id, ClientId: who.id, UserId: who.userId, Version: form.Version, Answers: suitabilityAnswers(form.Questions) };
  },
};

/** Each step of the wizard saved through the API with valid data (fileBodies), as the web app sends it. */
export const fileSteps = {
  address: (t: TestApp, who: FileOwner) => ok(t, who, 'POST', '/api/address', fileBodies.address(who)),

  /** PF: personal, complementary and declaration data; PJ: company data, the same two, a representative and the lists declared. */
  async identification(t: TestApp, who: FileOwner, declarations: Partial<Declarations> = {}) {
    if (who.personType === PersonType.F) await ok(t, who, 'PUT', '/api/natural-person/personal-data', fileBodies.personalData(who));
    else await ok(t, who, 'PUT', '/api/legal-person/company-data', fileBodies.companyData(who));
    await ok(t, who, 'POST', '/api/client/complementary-data', fileBodies.complementaryData(who));
    await ok(t, who, 'POST', '/api/client/declaration-data', fileBodies.declarationData(who, declarations));
    if (who.personType === PersonType.F) return;
    await ok(t, who, 'PATCH', '/api/representative', fileBodies.representatives(who));
    if (declarations.AuthorizesOrdersByProcurator) await ok(t, who, 'PATCH', '/api/procurator', fileBodies.procurators(who));
    if (declarations.AuthorizesOrdersByAdministrator) await ok(t, who, 'PATCH', '/api/administrator', fileBodies.administrators(who));
  },

  /** Uploads a PDF for every required document the server still lists, dated `today` (the app's clock's day). */
  async documents(t: TestApp, who: FileOwner, today = new Date()) {
    const pending = (await ok(t, who, 'GET', `/api/document/client/${who.id}/required`)) as { ReceiptTypeId: number; CpfCnpj: string }[];
    const file = { name: 'documento.pdf', type: 'application/pdf', data: PDF_BYTES };
    for (const slot of pending) {
      const fields = { receipt_document: slot.CpfCnpj, receipt_validity_date: todayDdMmYyyy(today) };
      const response = await upload(t, uploadParts(who, slot.ReceiptTypeId, file, fields), who.token);
      if (response.status !== 201) throw new Error(`upload of ${slot.ReceiptTypeId} answered ${response.status}: ${await response.text()}`);
    }
  },

  async financialData(t: TestApp, who: FileOwner, financialInvestments?: number) {
    await ok(t, who, 'PATCH', '/api/bank', fileBodies.bankAccounts(who));
    await ok(t, who, 'POST', '/api/patrimony', fileBodies.patrimony(who, financialInvestments));
  },

  suitability: async (t: TestApp, who: FileOwner) => ok(t, who, 'POST', '/api/profile', await fileBodies.profile(t, who)),

  /** Password, electronic signature, the investor declarations declared, then the general contract and its companions. */
  async terms(t: TestApp, who: FileOwner, declarations: Partial<Declarations> = {}) {
    const { password, signature } = FILE_CREDENTIALS;
    await ok(t, who, 'PUT', '/api/customer/change-password', { NewPassword: password });
    await ok(t, who, 'POST', '/api/electronic-check/create', { UserId: who.userId, ElectronicCheck: signature });
    const singles = [
      ...(declarations.QualifiedInvestor ? [Agreement.QUALIFIED_INVESTOR_FILE_TYPE] : []),
      ...(declarations.ProfessionalInvestor ? [Agreement.PROFESSIONAL_INVESTOR_FILE_TYPE] : []),
    ];
    for (const AgreementType of singles)
      await ok(t, who, 'POST', '/api/client-agreement/type', { EletronicCheck: signature, AgreementType });
    await ok(t, who, 'POST', '/api/client-agreement/type/batch', { EletronicCheck: signature, AgreementTypes: [...Agreement.BATCH_TYPES] });
  },
};

/**
 * Fills every section of `who`'s file through the API, in the wizard's order for its person type, so the server
 * judges it complete (a PJ's lists follow its declarations). Sections are not marked complete: call POST
 * /api/section or finalize afterwards.
 */
export async function completeFile(t: TestApp, who: FileOwner, options: FileOptions = {}): Promise<void> {
  await fileSteps.address(t, who);
  if (who.personType === PersonType.J) await fileSteps.identification(t, who, options.declarations);
  await fileSteps.documents(t, who);
  if (who.personType === PersonType.F) {
    await fileSteps.identification(t, who, options.declarations);
    // A PF declares on the step after its documents: orders by procurator or administrator add documents then.
    await fileSteps.documents(t, who);
  }
  await fileSteps.financialData(t, who, options.financialInvestments);
  await fileSteps.suitability(t, who);
  await fileSteps.terms(t, who, options.declarations);
}
