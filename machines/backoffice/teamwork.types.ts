import type { ClaimBody, ClaimState, NoteBody, NoteItem } from '../../domain/api/backoffice-claims.ts';
import { call } from '../shared/index.ts';

/** The claim's and the notes' calls (ADR 234). */
export const teamworkCalls = {
  /** GET /api/backoffice/applications/{clientId}/claim. */
  loadClaim: call<{ clientId: number }, ClaimState>(),
  /** POST …/claim (a Reason takes over from another holder). */
  claimFile: call<{ clientId: number; body: ClaimBody }, ClaimState>(),
  /** DELETE …/claim. */
  releaseFile: call<{ clientId: number }, ClaimState>(),
  /** GET …/notes. */
  loadNotes: call<{ clientId: number }, NoteItem[]>(),
  /** POST …/notes. */
  addNote: call<{ clientId: number; body: NoteBody }, NoteItem[]>(),
};

/** Each call's input and output, by name. */
export type TeamworkActors = typeof teamworkCalls;

export type TeamworkEvent = { type: 'claim.take'; reason: string | null } | { type: 'claim.release' } | { type: 'note.add'; text: string };

export type TeamworkContext = {
  clientId: number;
  claim: ClaimState | null;
  claimError: string | null;
  notes: NoteItem[];
  noteError: string | null;
  /** Notes added here (the form clears when it grows). */
  added: number;
};
