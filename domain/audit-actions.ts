/**
 * Every action the server writes to the audit trail (`audit_events.action`): `AuditEntry.action` takes only these,
 * so a new action is added here first, and the back office's timeline must then name it (src/backoffice/labels.ts).
 */
export const AUDIT_ACTIONS = [
  // The customer's file.
  'client.create',
  'client.basic-data.update',
  'client.email-change.request',
  'client.email.change',
  'sign-up.document-conflict',
  'client.finalize',
  'client.status.documents-sent',
  'session.continue',
  'continue.status',
  'address.create',
  'address.update',
  'personal-data.save',
  'company-data.save',
  'complementary-data.save',
  'declaration-data.save',
  'patrimony.create',
  'patrimony.replace',
  'patrimony.update',
  'profile.answer',
  'mtm.save',
  'bank.replace',
  'order-issuer.replace',
  'controllers.replace',
  'representative.replace',
  'administrator.replace',
  'procurator.replace',
  'asset-manager.replace',
  'section.complete',
  'agreement.sign',
  'document.upload',
  'document.remove',
  'electronic-check.create',
  'electronic-check.reset',
  'password.create',
  'password.reset',
  // Decisions, by the back office or an operator.
  'decision.approve',
  'decision.approve.first',
  'decision.approve.refused',
  'decision.reject',
  'documents.request',
  'client.status.set',
  // The screening against PEP and sanctions lists (ADR 233).
  'screening.run',
  'screening.review',
  'screening.list.import',
  // Claims and notes on a file (ADR 234).
  'claim.take',
  'claim.takeover',
  'claim.release',
  'note.create',
  // The reason codes of rejections and documents requests (ADR 241).
  'reason-code.create',
  'reason-code.change',
  // What staff read.
  'backoffice.application.read',
  'backoffice.document.view',
  'backoffice.document.download',
  'backoffice.queue.export',
  // Staff members.
  'staff.create',
  'staff.change',
  'staff.password-set',
  'staff.sign-in',
  'staff.sign-in.enrolled',
  'staff.sign-in.failed',
  'staff.locked',
  'staff.sign-out',
  'staff.sessions.end',
  // Partners and their offer managers.
  'partner.create',
  'partner.change',
  'partner.style.change',
  'partner.logos.change',
  'partner.theme.draft',
  'partner.theme.publish',
  'partner.theme.rollback',
  'offer-manager.create',
  'offer-manager.remove',
  'offer-manager.password-reset',
  'offer-manager.password-change',
  'offer-manager.password-change.failed',
  'offer-manager.sign-in',
  'offer-manager.sign-in.failed',
  'applications.list',
  'applications.search.document',
  'applications.search.name',
] as const;

/** One action of the audit trail. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

type ReplacedEntity<A> = A extends `${infer Entity}.replace` ? Entity : never;

/** The entities whose audit action replaces a whole list (a list section's `entity`). */
export type ListAuditEntity = ReplacedEntity<AuditAction>;
