import type { NewReasonCodeBody, ReasonCodeChange, ReasonCodeItem } from '../../domain/api/reason-codes.ts';
import { call } from '../shared/index.ts';

/** The admin screen's calls (ADR 241). */
export const reasonCodesCalls = {
  /** GET /api/backoffice/reason-codes. */
  loadReasonCodes: call<Record<string, never>, ReasonCodeItem[]>(),
  /** POST /api/backoffice/reason-codes. */
  addReasonCode: call<NewReasonCodeBody, unknown>(),
  /** PATCH /api/backoffice/reason-codes/{code}. */
  changeReasonCode: call<{ code: string; body: ReasonCodeChange }, unknown>(),
};

/** Each call's input and output, by name. */
export type ReasonCodesActors = typeof reasonCodesCalls;

export type ReasonCodesEvent =
  | { type: 'reasonCodes.add'; body: NewReasonCodeBody }
  | { type: 'reasonCodes.change'; code: string; body: ReasonCodeChange }
  | { type: 'reasonCodes.retry' };

export type ReasonCodesContext = {
  list: ReasonCodeItem[];
  /** What is wrong with the new code as typed, or as the server refused it, by field. */
  errors: Partial<Record<'Code' | 'Label', string>>;
  /** A refusal to show above the list. */
  error: string | null;
  /** What was just done, for the status line. */
  notice: string | null;
  /** Codes added here (the form clears when it grows). */
  added: number;
};
