import { AUTH_CODE } from '../../machines/missing-documents/missing-documents.fixtures.ts';
import type { BrowserWalk } from './browser-set.ts';

/**
 * The customers the resumes walk meets, each a file made through the real API (and the back office's) before the
 * browser opens (test/e2e/support/model-resume-files.ts): in progress and stopped at a step of its order (`F2`: the
 * PF order's first two steps saved, so it resumes at the third; `F6b` a second file at the last step), sent and asked
 * for documents by a staff member, or signed up on the other partner's site.
 */
export type ResumeCustomer = `F${0 | 1 | 2 | 3 | 4 | 5 | 6}` | 'F6b' | `J${1 | 2}` | 'waitingDocuments' | 'otherPartner';

/**
 * What happens to the signed-in customer's file while the browser waits on the landing: the customer sends it from
 * another device (`sent`: every step saved, then finalized), or a staff member decides on it in the back office.
 */
export type FileChange = 'sent' | 'documentsAsked' | 'rejected' | 'approved';

/** A stretch of a resumes walk: a customer starts it (the one whose document the browser types from then on), or a change. */
export type ResumePart = { customer?: ResumeCustomer; changes?: readonly FileChange[]; labels: readonly string[] };

/** A walk whose customers are many: its parts say who acts when (their labels, in order, are the walk's after the first). */
export type ResumeWalk = BrowserWalk & { parts: readonly ResumePart[] };

// The continued sign-up from the landing ("Já comecei meu cadastro"), up to the code's answer.
const CONTINUE = (ending: string) => ['continue', 'document', 'code', `continueSignup ✓ ${ending}`];
// A sign-up with a document that has a file: the code goes to its holder, and the answer is the file's (ADR 196).
const SIGN_UP = (kind: 'F' | 'J', ending: string, advisor: string[] = []) => [
  `choose ${kind}`,
  'loadKnowledgeSources ✓ sources',
  ...advisor,
  'submit valid',
  'startSignUp ✓ code sent',
  'code',
  `continueSignup ✓ ${ending}`,
];
// A resume reads the file as the wizard opens; then back to the landing for the next customer.
const OPENED = 'loadCompleteness ✓ nothing complete';
const READ = [OPENED, 'route /'];
// Signed up again, then continued: what the continued sign-up's wizard does next is `after` (by default, READ).
const BOTH = (kind: 'F' | 'J', at: string, after: readonly string[] = READ) => [
  ...SIGN_UP(kind, `resume ${at}`),
  ...READ,
  ...CONTINUE(`resume ${at}`),
  ...after,
];
// Back to a step from the landing once the file changed: the wizard reads the file again and shows its status.
const REREAD = (status: number) => ['route /cadastrar/endereco', `loadCompleteness ✓ status ${status}`, 'route /'];
// A finished file, resumed at its last step, is sent at once.
const SENT = ['loadCompleteness ✓ all complete', 'finish ✓ finalized', 'route /'];
// The model's missing-documents link stands for the one the staff member's request emailed.
const LINK = `route /documentos-pendentes/${AUTH_CODE}`;
// A step's save whose completion the server refuses (401): the session ended in another tab while the call was on
// its way (a password reset ends the customer's other sessions). The landing says the session expired; the next
// customer signs in afresh.
const EXPIRED_SAVE = (area: string) => [OPENED, 'save', `${area} saved`, 'completeSection ✗ 401'];

// Who comes back, in turn: each prepared customer continues or signs up again (or both), and the files that change on
// the way show their status when the wizard reads them again.
const PARTS: readonly ResumePart[] = [
  // Opened with "Já comecei meu cadastro", the app has no account type yet: the sign-up form's URL is the landing.
  { customer: 'F0', labels: ['continue', 'route /novo-cadastro', ...CONTINUE('resume F0'), ...EXPIRED_SAVE('address')] },
  // The page opened with an advisor link none holds: the first form looks it up (404).
  { customer: 'F1', labels: [...SIGN_UP('F', 'resume F1', ['lookupAdvisor ✗ 404']), ...READ, ...CONTINUE('resume F1'), ...READ] },
  { customer: 'F2', labels: BOTH('F', 'F2', EXPIRED_SAVE('complementaryData')) },
  { customer: 'J1', labels: BOTH('J', 'J1', EXPIRED_SAVE('complementaryData')) },
  // The session ends while the wizard reads the file: the read is refused.
  { customer: 'J2', labels: BOTH('J', 'J2', ['loadCompleteness ✗ 401']) },
  { customer: 'F3', labels: [...SIGN_UP('F', 'resume F3'), ...EXPIRED_SAVE('bankAccounts')] },
  // A file at the last step is sent as the wizard opens it: the next resume finds it in analysis.
  { customer: 'F6', labels: [...CONTINUE('resume F6'), ...SENT, ...SIGN_UP('F', 'ended analyzing'), 'route /'] },
  { customer: 'F6b', labels: [...SIGN_UP('F', 'resume F6'), ...SENT] },
  { customer: 'F4', labels: BOTH('F', 'F4') },
  {
    changes: ['sent', 'approved'],
    labels: [...REREAD(4), ...CONTINUE('ended completed'), 'route /', ...SIGN_UP('F', 'ended completed'), 'route /'],
  },
  { customer: 'F5', labels: BOTH('F', 'F5') },
  { changes: ['sent'], labels: REREAD(2) },
  // A continued sign-up keeps the wizard's session (a new sign-up would end it): the file's status is read again later.
  { changes: ['documentsAsked'], labels: [...REREAD(3), ...CONTINUE('ended waitingDocuments')] },
  { labels: [LINK, 'retry link', 'retry documents', 'upload', 'retry upload', 'next document', 'upload', 'finish documents'] },
  // The concluded page's own URL (Back then Forward) keeps it.
  { labels: ['missingDocuments ✓ concluded', 'route /documentos-pendentes-concluido', 'route /'] },
  {
    changes: ['rejected'],
    labels: [...REREAD(5), ...CONTINUE('ended rejected'), 'route /', ...SIGN_UP('F', 'ended rejected'), 'route /'],
  },
  { customer: 'waitingDocuments', labels: [...SIGN_UP('F', 'ended waitingDocuments'), 'route /'] },
  { customer: 'otherPartner', labels: [...CONTINUE('ended otherPartner'), 'route /', ...SIGN_UP('F', 'ended otherPartner'), 'route /'] },
  { customer: 'F0', labels: ['route /recuperar-senha', 'passwordReset ✓ reset'] },
];

/**
 * Customers who come back (issue 36): one walk through the prepared customers, so that every ending of the code
 * flow's answer a browser can reach is taken, from the continued sign-up and from a new one alike.
 */
export const RESUME_WALKS: readonly ResumeWalk[] = [
  {
    name: 'customers coming back: continued and signed up again at every step, sent, asked for documents (sent from the link), rejected, approved, or at the other partner',
    brand: 'aurora',
    personType: 'F',
    parts: PARTS,
    labels: ['resolvePartner ✓ partner', ...PARTS.flatMap((part) => part.labels)],
  },
];
