import type { BackofficeActors, DownloadedFile } from '../../machines/backoffice/index.ts';
import { backofficeMachine } from '../../machines/backoffice/index.ts';
import type { ScreeningActors } from '../../machines/backoffice/screening.types.ts';
import type { TeamworkActors } from '../../machines/backoffice/teamwork.types.ts';
import type { DecisionActors } from '../../machines/decision/index.ts';
import type { ReasonCodesActors } from '../../machines/reason-codes/reason-codes.types.ts';
import type { Calls } from '../api/call.ts';
import { bindMachine } from '../flows/bind.ts';

/** Every call the back office, its decision panel and its screening block invoke: the live API's, or a test's fakes. */
export type BackofficeCalls = Calls<BackofficeActors & DecisionActors & ScreeningActors & TeamworkActors & ReasonCodesActors>;

/** What the back office does outside the machine: where the staff token is kept, and saving a file. */
export type BackofficeEffects = {
  store: { remember(token: string): void; forget(): void };
  /** Hands a fetched file to the browser as a download. */
  saveFile: (file: DownloadedFile) => void;
};

/**
 * The back office with every call it and its child machines (the decision panel) invoke bound to `calls`, and its
 * side effects: the staff token kept or forgotten, a file saved. The same binding as the onboarding's (ADR 212).
 */
export function bindBackoffice(calls: BackofficeCalls, effects: BackofficeEffects) {
  return bindMachine(backofficeMachine, calls, {
    rememberToken: (_, params: { token: string }) => effects.store.remember(params.token),
    forgetToken: () => effects.store.forget(),
    saveFile: (_, params: { file: DownloadedFile }) => effects.saveFile(params.file),
  });
}
