import { expect, type Page, type Route } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { decodeAccessToken } from '../../../domain/auth.ts';
import { RegistrationStatus } from '../../../domain/constants.ts';
import { SESSION_STORAGE_KEY } from '../../../domain/session-storage.ts';
import { LAST_STEP_INDEX } from '../../../machines/onboarding/onboarding.steps.ts';
import type { BrowserStep, BrowserWalk } from '../../model/browser-set.ts';
import type { ResumeCustomer, ResumePart, ResumeWalk } from '../../model/browser-set-resumes.ts';
import type { Expected } from '../../model/lib/expected.ts';
import { registrationStatus } from './customer-api.ts';
import { samplePdf } from './documents.page.ts';
import { FinishedPage } from './finished.page.ts';
import { MissingDocumentsPage } from './missing-documents.page.ts';
import { resetPassword } from './model-codes.ts';
import { changeFile, otherPartnerOrigin, prepareFile, type ResumeFile, staffSession } from './model-resume-files.ts';
import { navigateInApp, type Replay } from './model-steps.ts';
import { type OperatedServer, operatedServer } from './operator-cli.ts';

/**
 * The browser's part of the resumes walks (test/model/browser-set-resumes.ts, ADR 243), and the customer's own moves
 * in the child flows any walk may take (the missing-documents link's, the password reset). Each walk's files are made
 * through the API before the browser opens (model-resume-files.ts); each part of the walk then has the browser type
 * its customer's document, and a change of the signed-in customer's file happens while the browser is on the landing.
 */

/** A resumes walk in the browser: its server, files, staff member and the link the last request for documents emailed. */
type Resumes = {
  server: OperatedServer;
  staff: string;
  files: Map<ResumeCustomer, ResumeFile>;
  /** The parts by the index of their first step in the walk. */
  parts: Map<number, ResumePart>;
  current?: ResumeFile;
  link?: string;
};

const running = new Map<Page, Resumes>();

let addresses = 0;
// Each customer is a person of their own, on a connection of their own (the server trusts X-Forwarded-For): their
// sign-ups and codes count against their own address's limits, not the suite's loopback (ADR 192).
const nextAddress = () => `192.0.2.${(++addresses % 250) + 1}`;

const isResumeWalk = (walk: BrowserWalk): walk is ResumeWalk => 'parts' in walk;

/**
 * Prepares a resumes walk (nothing for another): a server the operator CLI can reach (the worker's own on PostgreSQL),
 * a staff member, and every file its parts name. Answers the origin the walk opens (undefined: the walk's brand's).
 */
export async function prepareResumes(page: Page, walk: BrowserWalk): Promise<string | undefined> {
  if (!isResumeWalk(walk)) return undefined;
  const server = await operatedServer();
  const resumes: Resumes = { server, staff: '', files: new Map(), parts: new Map() };
  running.set(page, resumes);
  resumes.staff = await staffSession(page.request, server);
  const keys = [...new Set(walk.parts.flatMap((part) => (part.customer ? [part.customer] : [])))];
  const files = await Promise.all(keys.map((key) => prepareFile(page.request, server.origin, resumes.staff, key)));
  for (const file of files) resumes.files.set(file.key, file);
  let start = walk.labels.length - walk.parts.reduce((count, part) => count + part.labels.length, 0);
  for (const part of walk.parts) {
    resumes.parts.set(start, part);
    start += part.labels.length;
  }
  return server.origin;
}

/** Ends what `prepareResumes` started in this worker (the PGlite server of its own, when there is one). */
export async function closeResumes(): Promise<void> {
  const ended = [...running.values()];
  running.clear();
  await Promise.all(ended.map((resumes) => resumes.server.close()));
}

// A part starts: its customer is the one the browser speaks for from now on, and their file changes as it says.
async function startPart(replay: Replay, resumes: Resumes, part: ResumePart) {
  const file = part.customer ? resumes.files.get(part.customer) : resumes.current;
  if (!file) throw new Error(`no file prepared for ${part.customer ?? 'the signed-in customer'}`);
  if (part.customer) {
    resumes.current = file;
    const birthDate = file.personType === 'J' ? '20082012' : '14031988';
    replay.customer = { name: file.name, document: file.cpf, birthDate, email: file.email, phone: '11987654321', knowledge: 'Google' };
    // The form, the continued sign-up's document and the screens' headings follow the customer's person type, and
    // their emails' links their file's site (the other partner's for its customer, ADR 224).
    replay.walk = { ...replay.walk, personType: file.personType };
    replay.origin = file.origin;
    replay.address = nextAddress();
    await replay.page.setExtraHTTPHeaders({ 'X-Forwarded-For': replay.address });
  }
  for (const change of part.changes ?? [])
    resumes.link = (await changeFile(replay.page.request, resumes.staff, file, change)) ?? resumes.link;
}

/**
 * Drops every call to `path` by `method` while `action` runs, until the screen shows the failure (an alert and its
 * "Tentar novamente"): a cut connection, as the customer's would be, for the retry that follows.
 */
async function cutWhile(page: Page, method: string, path: RegExp, action: () => Promise<unknown>) {
  let dropped = () => {};
  const cut = new Promise<void>((resolve) => {
    dropped = resolve;
  });
  const pattern = '**/api/**';
  await page.route(pattern, async (route) => {
    const request = route.request();
    if (request.method() !== method || !path.test(new URL(request.url()).pathname)) return route.fallback();
    dropped();
    await route.abort('internetdisconnected');
  });
  await action();
  await cut;
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await page.unroute(pattern);
}

// The calls a missing-documents retry repeats: the link's check, the list of documents asked for, the upload.
const RETRIED: Record<string, { method: string; path: RegExp }> = {
  'retry link': { method: 'GET', path: /^\/api\/client\/code\/document\/[\w-]+$/ },
  'retry documents': { method: 'GET', path: /^\/api\/document\/client\/\d+\/requested$/ },
  'retry upload': { method: 'POST', path: /^\/api\/document$/ },
};

/**
 * The finished step finalizes a complete file as soon as its own read of the file answers, while the wizard's read,
 * sent a moment before, may still be on its way (answered after the finalize, it would say "em análise"). The finalize
 * waits until both reads have answered: the order the model walks, the app's own unless the network delays the first.
 */
async function finalizeAfterReads(page: Page) {
  let reads = 0;
  let read = () => {};
  const bothRead = new Promise<void>((resolve) => {
    read = resolve;
  });
  const onResponse = (response: { url(): string }) => {
    if (/^\/api\/client\/\d+\/completeness$/.test(new URL(response.url()).pathname) && ++reads === 2) read();
  };
  page.on('response', onResponse);
  const hold = async (route: Route) => {
    await bothRead;
    page.off('response', onResponse);
    await route.continue();
  };
  await page.route('**/api/client/finalize', hold, { times: 1 });
}

// The model's missing-documents link stands for the one the last request for documents emailed, when there is one.
const isLinkRoute = (label: string) => label.startsWith('route /documentos-pendentes/');

/**
 * What the customer does for a label the generic steps (model-steps.ts) leave to this file: a resumes walk's part
 * starts (its customer, its file's change), the emailed link is followed, the missing-documents flow's own moves and
 * the password reset. Answers whether the label was acted on here (else the generic steps act on it).
 */
export async function actResume(replay: Replay, label: string, _before: AnyMachineSnapshot, next: readonly string[]): Promise<boolean> {
  const { page } = replay;
  const resumes = running.get(page);
  const part = resumes?.parts.get(replay.walk.labels.length - 1 - next.length);
  if (resumes && part) await startPart(replay, resumes, part);
  const retried = RETRIED[next[0]];
  const action = async (act: () => Promise<unknown>) => {
    if (retried) await cutWhile(page, retried.method, retried.path, act);
    else await act();
    return true;
  };
  if (isLinkRoute(label) && resumes?.link) return action(() => navigateInApp(page, resumes.link!));
  const documents = new MissingDocumentsPage(page);
  switch (label) {
    case 'retry link':
    case 'retry documents':
    case 'retry upload':
      return action(() => page.getByRole('button', { name: 'Tentar novamente' }).click());
    case 'upload':
      return action(() =>
        retried
          ? page.getByLabel(/^Escolher arquivo:/).setInputFiles(samplePdf('comprovante.pdf'))
          : documents.upload(samplePdf('comprovante.pdf')),
      );
    case 'next document':
      return action(() => documents.next());
    case 'finish documents':
      return action(() => page.getByRole('button', { name: 'Concluir envio' }).click());
    case 'passwordReset ✓ reset':
      return action(() => resetPassword(replay));
    case 'code':
      if (Number(/^continueSignup ✓ resume [FJ](\d+)$/.exec(next[0] ?? '')?.[1]) >= LAST_STEP_INDEX) await finalizeAfterReads(page);
      return false;
  }
  return false;
}

/** The headings of the screens only these walks reach (undefined for the others'). */
export function resumeHeading({ view, state }: Expected): string | RegExp | undefined {
  if (state.endsWith('passwordReset.done')) return 'Senha alterada';
  const headings: Record<string, string | RegExp> = {
    rejected: 'Seu cadastro não foi aprovado',
    completed: 'Sua conta já está aberta',
    waitingDocuments: 'Estamos aguardando seus documentos',
    otherPartner: /^Seu cadastro está com /,
    missingDocumentsDone: 'Documentos enviados',
  };
  return view ? headings[view] : undefined;
}

/**
 * What a screen proves beyond its heading and URL. For any walk, the finish flow's answer is in once Conclusão says the
 * file was sent (its heading shows from the start, and a URL typed before the answer would still open a step). For a
 * resumes walk: the wizard is the customer's own file (their session's client), the other partner's page names it and
 * links to its site, and the documents sent put the file back in analysis.
 */
export async function expectResumeScreen(replay: Replay, step: BrowserStep): Promise<void> {
  const { page } = replay;
  if (step.label === 'finish ✓ finalized') await new FinishedPage(page).expectFinished();
  const resumes = running.get(page);
  const file = resumes?.current;
  if (!resumes || !file) return;
  const where = `after "${step.label}" (${step.expected.state})`;
  if (step.expected.state.includes('.customer.')) {
    const token = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}').accessToken ?? '', SESSION_STORAGE_KEY);
    expect(decodeAccessToken(token)?.ClientId, `${where}: the session's client`).toBe(file.clientId);
  }
  if (step.expected.view === 'otherPartner') {
    await expect(page.getByRole('heading', { name: 'Seu cadastro está com Bravo Capital' }), where).toBeVisible();
    const link = page.getByRole('link', { name: 'Continuar no site de Bravo Capital' });
    expect(new URL((await link.getAttribute('href')) ?? '').origin, where).toBe(otherPartnerOrigin(resumes.server.origin));
  }
  if (step.expected.view === 'missingDocumentsDone')
    expect(await registrationStatus(page.request, file.origin, file), where).toBe(RegistrationStatus.UNDER_ANALYSIS);
}
