import * as v from 'valibot';
import { Messages } from '../messages.ts';
import { requiredText } from './fields.ts';

/** The longest note staff may write with a hit's review. */
export const SCREENING_NOTE_MAX = 1_000;

/** pt-BR messages of the screening against PEP and sanctions lists (ADR 233). */
export const ScreeningMessages = {
  noteRequired: 'Explique a revisão',
  decisionRequired: 'Escolha falso positivo ou confirmado',
  unavailable: 'Triagem indisponível, tente de novo',
  unreviewedHits: 'A triagem (PEP e sanções) tem resultados sem revisão: revise cada um antes de aprovar',
  confirmedSanction: 'A triagem confirmou o cliente em uma lista de sanções: o cadastro não pode ser aprovado',
} as const;

/** Who was screened: the customer, or one of a company's people. */
export const SCREENING_SUBJECTS = ['client', 'controller', 'administrator', 'procurator', 'representative'] as const;
export type ScreeningSubject = (typeof SCREENING_SUBJECTS)[number];

/** A review's verdict on a hit. */
export const SCREENING_DECISIONS = ['false-positive', 'confirmed'] as const;

/** Body of POST …/screening/hits/{hitId}/review. */
export const ScreeningReviewBody = v.strictObject(
  {
    Decision: v.picklist(SCREENING_DECISIONS, ScreeningMessages.decisionRequired),
    Note: requiredText(SCREENING_NOTE_MAX, ScreeningMessages.noteRequired),
  },
  Messages.unknownField,
);
export type ScreeningReviewBody = v.InferOutput<typeof ScreeningReviewBody>;

/** One list entry a run found, and its review (null until reviewed). */
export const ScreeningHitItem = v.object({
  Id: v.number(),
  Subject: v.object({ Kind: v.picklist(SCREENING_SUBJECTS), Name: v.string() }),
  List: v.picklist(['pep', 'sanctions']),
  Source: v.string(),
  EntryId: v.string(),
  MatchedName: v.string(),
  Role: v.nullable(v.string()),
  Score: v.number(),
  Reason: v.picklist(['document', 'name']),
  Review: v.nullable(v.object({ Decision: v.picklist(SCREENING_DECISIONS), Note: v.string(), By: v.string(), At: v.string() })),
});
export type ScreeningHitItem = v.InferOutput<typeof ScreeningHitItem>;

/** A run's outcome: nothing found, hits to review, or the provider could not answer. */
export const SCREENING_STATUSES = ['clear', 'possible-match', 'error'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** One run: when, by whom ("Sistema" for the run at the finalize), which provider, its outcome. */
export const ScreeningRunSummary = v.object({
  Id: v.number(),
  At: v.string(),
  By: v.string(),
  Provider: v.string(),
  Status: v.picklist(SCREENING_STATUSES),
  HitCount: v.number(),
});
export type ScreeningRunSummary = v.InferOutput<typeof ScreeningRunSummary>;

/** A run with its hits. */
export const ScreeningRun = v.object({ ...ScreeningRunSummary.entries, Hits: v.array(ScreeningHitItem) });
export type ScreeningRun = v.InferOutput<typeof ScreeningRun>;

/**
 * GET …/screening: the latest run with its hits (null before any), every run newest first, and why an approval is
 * refused now (null: the screening does not stop it).
 */
export const ScreeningState = v.object({
  Latest: v.nullable(ScreeningRun),
  History: v.array(ScreeningRunSummary),
  ApprovalBlockedBy: v.nullable(v.string()),
});
export type ScreeningState = v.InferOutput<typeof ScreeningState>;
