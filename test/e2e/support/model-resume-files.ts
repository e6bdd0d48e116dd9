import { type APIRequestContext, expect } from '@playwright/test';
import type { DecisionResult, DecisionState } from '../../../domain/api/decision.ts';
import type { StaffSession, StaffSignInChallenge } from '../../../domain/api/staff-auth.ts';
import { PersonType, RegistrationStatus } from '../../../domain/constants.ts';
import { LAST_STEP_INDEX, STEP_ORDERS, STEP_SECTION_OF, type StepKey } from '../../../machines/onboarding/onboarding.steps.ts';
import { fileSteps } from '../../../server/test-support/complete-file.ts';
import { totpCode } from '../../../server/test-support/staff-sign-in.ts';
import type { TestApp } from '../../../server/test-support/test-app.ts';
import type { FileChange, ResumeCustomer } from '../../model/browser-set-resumes.ts';
import { type ApiCustomer, callApi, signUpByApi } from './customer-api.ts';
import { ownerOf, remoteApp } from './file-by-api.ts';
import { lastMailId, waitForMail } from './mailbox.ts';
import { addStaff, type OperatedServer } from './operator-cli.ts';

/**
 * The files of the resumes walks (ADR 243), made through the real API before the browser opens and changed while it
 * waits: a customer's own calls fill a file up to a step (as the wizard saves it) or send it, and a staff member signed
 * in to the back office's API decides on it.
 */

/** A customer of a resumes walk: signed up through the API on `origin`, their file filled up to `filled` steps. */
export type ResumeFile = ApiCustomer & { key: ResumeCustomer; personType: 'F' | 'J'; origin: string; filled: number };

/** The partner's site on the server of `origin` (Bravo Capital, the other partner of the seed). */
export const otherPartnerOrigin = (origin: string) => {
  const url = new URL(origin);
  url.hostname = 'parceiro.localhost';
  return url.origin;
};

type Who = ReturnType<typeof ownerOf>;

// What fills each step through the API, with the server's own bodies (complete-file.ts), as the step saves it.
const FILL: Record<StepKey, (t: TestApp, who: Who) => Promise<unknown>> = {
  address: fileSteps.address,
  documents: fileSteps.documents,
  details: fileSteps.identification,
  companyData: fileSteps.identification,
  uploadDocuments: fileSteps.documents,
  financialData: fileSteps.financialData,
  suitability: fileSteps.suitability,
  terms: fileSteps.terms,
  finished: async () => undefined,
};

async function ok(response: Promise<Response>, what: string) {
  const answer = await response;
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
}

/** Fills the steps of the file's order up to `to` (its first incomplete one then), each section marked complete. */
async function fillUpTo(file: ResumeFile, to: number) {
  const t = remoteApp(file.origin);
  const who = ownerOf(file);
  for (const step of STEP_ORDERS[file.personType].slice(file.filled, to)) {
    await FILL[step](t, who);
    const SectionId = STEP_SECTION_OF[step];
    const json = { ClientId: who.id, SectionId };
    if (SectionId !== undefined) await ok(t.call('POST', '/api/section', { token: who.token, json }), `section ${SectionId}`);
  }
  file.filled = to;
}

/** The customer sends the file from another device: every step filled, then finalized ("em análise"). */
async function send(file: ResumeFile) {
  await fillUpTo(file, LAST_STEP_INDEX);
  const who = ownerOf(file);
  await ok(remoteApp(file.origin).call('PATCH', '/api/client/finalize', { token: who.token, json: { Id: who.id } }), 'finalize');
}

/** A staff member (an approver) added with the operator CLI, signed in to the back office's API: their token. */
export async function staffSession(request: APIRequestContext, server: OperatedServer): Promise<string> {
  const member = { email: `aprovadora.${process.pid}.${Date.now()}@corretora.example`, password: 'senha forte da equipe 2030' };
  await addStaff(server, [{ ...member, name: 'Aprovadora dos Caminhos', role: 'approver' }]);
  const body = { Email: member.email, Password: member.password };
  const challenge = await callApi<StaffSignInChallenge>(request, server.origin, 'POST', '/api/backoffice/auth/sign-in', { body });
  if (challenge.Step !== 'enrol') throw new Error('a member just added enrols their authenticator first');
  const Code = await totpCode(challenge.Secret, new Date());
  const totp = { ChallengeToken: challenge.ChallengeToken, Code };
  return (await callApi<StaffSession>(request, server.origin, 'POST', '/api/backoffice/auth/totp', { body: totp })).AccessToken;
}

type Decision = Exclude<FileChange, 'sent'>;
const STATUS_AFTER: Record<Decision, number> = {
  documentsAsked: RegistrationStatus.WAITING_DOCUMENTS,
  rejected: RegistrationStatus.REJECTED,
  approved: RegistrationStatus.COMPLETED,
};
// Two documents the file did not hold (proof of income, tax return): the link's flow sends one, then the next.
const ASKED = [28, 29];

/** A staff member's decision on a file "em análise", as the back office's decision panel posts it. */
async function decide(request: APIRequestContext, staff: string, file: ResumeFile, decision: Decision) {
  const path = `/api/backoffice/applications/${file.clientId}/decision`;
  const state = await callApi<DecisionState>(request, file.origin, 'GET', path, { token: staff });
  const ReasonCode = state.ReasonCodes[0]?.Code;
  const bodies = {
    approved: { Kind: 'approve' },
    rejected: { Kind: 'reject', ReasonCode, Reason: 'Comprovante de residência ilegível.' },
    documentsAsked: { Kind: 'requestDocuments', ReasonCode, DocumentTypeIds: ASKED, Message: 'Envie os comprovantes de renda.' },
  };
  const result = await callApi<DecisionResult>(request, file.origin, 'POST', path, { token: staff, body: bodies[decision] });
  expect(result.StatusRegistration, `the file after "${decision}"`).toBe(STATUS_AFTER[decision]);
}

/**
 * Changes the file: sent by its customer, or decided on by `staff`. A request for documents answers the link it
 * emailed the customer (its path).
 */
export async function changeFile(
  request: APIRequestContext,
  staff: string,
  file: ResumeFile,
  change: FileChange,
): Promise<string | undefined> {
  if (change === 'sent') return send(file).then(() => undefined);
  const before = await lastMailId(request);
  await decide(request, staff, file, change);
  if (change !== 'documentsAsked') return undefined;
  const mail = await waitForMail(request, file.email, /documentos pendentes/, before);
  const link = mail.links.map((href) => new URL(href).pathname).find((path) => /^\/documentos-pendentes\/[\w-]{32}$/.test(path));
  if (!link) throw new Error(`no missing-documents link among ${mail.links.join(', ')}`);
  return link;
}

// Each customer's name: a company's for a CNPJ.
const nameOf = (key: ResumeCustomer) => (key.startsWith('J') ? `Retomada ${key} Ltda` : `Cliente Retomada ${key}`);

/**
 * The file of a resumes walk's customer on the server of `origin`: `F2` a PF file whose first two steps are saved (it
 * resumes at the third), `J1` a PJ one (`F6b` a second PF one at the last step); `waitingDocuments` sent and asked for documents; `otherPartner` a file signed
 * up on the other partner's site.
 */
export async function prepareFile(request: APIRequestContext, origin: string, staff: string, key: ResumeCustomer): Promise<ResumeFile> {
  const on = key === 'otherPartner' ? otherPartnerOrigin(origin) : origin;
  const personType = key.startsWith('J') ? PersonType.J : PersonType.F;
  const customer = await signUpByApi(request, on, nameOf(key), personType);
  const file: ResumeFile = { ...customer, key, personType, origin: on, filled: 0 };
  const at = /^[FJ](\d)b?$/.exec(key)?.[1];
  if (at !== undefined) await fillUpTo(file, Number(at));
  if (key === 'waitingDocuments') for (const change of ['sent', 'documentsAsked'] as const) await changeFile(request, staff, file, change);
  return file;
}
