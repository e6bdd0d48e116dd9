import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { offerCoordinationMachine } from './offer-coordination.machine.ts';
import { lastPage } from './offer-coordination.setup.ts';
import type { ApplicationFilters, ApplicationRow, PasswordChangeErrors, SignInErrors, StatusOption } from './offer-coordination.types.ts';

/** A snapshot of the offer-coordination machine. */
export type OfferCoordinationSnapshot = SnapshotFrom<typeof offerCoordinationMachine>;

/** View model of the sign-in form. */
export type SignInView = {
  status: 'idle' | 'submitting' | 'error';
  document: string;
  errors: SignInErrors;
  error: string | null;
  notice: string | null;
};

/** View model of the applications list. */
export type ApplicationsView = {
  status: 'loading' | 'ready' | 'error';
  filters: ApplicationFilters;
  rows: ApplicationRow[];
  statuses: StatusOption[];
  page: number;
  pageCount: number;
  total: number;
  error: string | null;
};

/** View model of the change-of-password form: editing, saving, refused or failed (sent again), done. */
export type PasswordChangeView = {
  status: 'editing' | 'saving' | 'failed' | 'done';
  errors: PasswordChangeErrors;
  error: string | null;
};

/** What the area shows: nothing yet (restoring the tab's session), the sign-in form, the list, or the change of password. */
export type OfferCoordinationView =
  | { screen: 'restoring' }
  | { screen: 'signIn'; signIn: SignInView }
  | { screen: 'applications'; applications: ApplicationsView }
  | { screen: 'password'; password: PasswordChangeView };

const PASSWORD_STATES = ['saving', 'failed', 'done'] as const;

/** The offer-coordination screen's view model. */
export function selectOfferCoordination(snapshot: OfferCoordinationSnapshot): OfferCoordinationView {
  const { context } = snapshot;
  if (snapshot.matches('restoring')) return { screen: 'restoring' };
  if (snapshot.matches('signIn')) {
    const status = snapshot.matches({ signIn: 'submitting' }) ? 'submitting' : snapshot.matches({ signIn: 'error' }) ? 'error' : 'idle';
    return {
      screen: 'signIn',
      signIn: { status, document: context.document, errors: context.errors, error: context.signInError, notice: context.notice },
    };
  }
  if (snapshot.matches('password')) {
    const status = PASSWORD_STATES.find((state) => snapshot.matches({ password: state })) ?? 'editing';
    return { screen: 'password', password: { status, errors: context.passwordErrors, error: context.passwordError } };
  }
  const status = snapshot.matches({ applications: 'ready' }) ? 'ready' : snapshot.matches({ applications: 'error' }) ? 'error' : 'loading';
  return {
    screen: 'applications',
    applications: {
      status,
      filters: context.filters,
      rows: context.result?.items ?? [],
      statuses: context.result?.statuses ?? [],
      page: context.page,
      pageCount: lastPage(context.result),
      total: context.result?.total ?? 0,
      error: context.loadError,
    },
  };
}

/** The running offer-coordination flow inside the root's snapshot (the view sends its events to it), or null. */
export function selectOfferCoordinationActor(root: AnyMachineSnapshot): AnyActorRef | null {
  const ref = (root.children as Record<string, AnyActorRef | undefined>).offerCoordination;
  // The model-based suite replaces children with promises: no states to read.
  const child = ref?.getSnapshot() as Partial<AnyMachineSnapshot> | undefined;
  return child && typeof child.matches === 'function' ? ref! : null;
}

/** The area's view model read through the root's snapshot (views re-select it whenever the child changes). */
export function selectOfferCoordinationArea(root: AnyMachineSnapshot): OfferCoordinationView {
  const ref = selectOfferCoordinationActor(root);
  return ref ? selectOfferCoordination(ref.getSnapshot() as OfferCoordinationSnapshot) : { screen: 'restoring' };
}
