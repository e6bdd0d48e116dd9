import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { AgreementFile } from '../../domain/api/agreements.ts';
import type { agreementsMachine } from './agreements.machine.ts';
import { canSign, pendingTypes, requiredTypes } from './agreements.rules.ts';
import type { AgreementItem, AgreementReading, AgreementsView, PdfShown } from './agreements.types.ts';

/** A snapshot of the agreements machine. */
export type AgreementsSnapshot = SnapshotFrom<typeof agreementsMachine>;

type Phase = AgreementsView['phase'];

// The screen part each state shows, deepest first; the calls of a part are `busy` within it.
const PHASES: readonly [Parameters<AgreementsSnapshot['matches']>[0], Phase, boolean][] = [
  ['loading', 'loading', true],
  ['loadError', 'loadError', false],
  ['password', 'password', false],
  [{ signature: 'creating' }, 'createSignature', false],
  [{ signature: 'saving' }, 'createSignature', true],
  [{ signature: 'locked' }, 'locked', false],
  [{ signature: 'resetting' }, 'locked', true],
  [{ signature: 'resetFailed' }, 'locked', false],
  [{ signature: 'forgotten' }, 'locked', false],
  [{ terms: 'loadingFiles' }, 'loadingFiles', true],
  [{ terms: 'filesError' }, 'filesError', false],
  [{ terms: 'review' }, 'review', false],
  [{ terms: 'reading' }, 'reading', false],
  ['terms', 'signing', true],
  ['done', 'done', false],
];

function phaseOf(snapshot: AgreementsSnapshot): { phase: Phase; busy: boolean } {
  const found = PHASES.find(([state]) => snapshot.matches(state as never));
  return found ? { phase: found[1], busy: found[2] } : { phase: 'loading', busy: true };
}

// The PDF shown by a fetching state (the reader's `reading`, the preview's `review.previewing`), or null.
function shownIn(snapshot: AgreementsSnapshot, at: (child: 'loading' | 'showing' | 'failed') => object): PdfShown | null {
  const { reading, files, pdf } = snapshot.context;
  const status = (['loading', 'showing', 'failed'] as const).find((child) => snapshot.matches(at(child) as never));
  if (!status || reading === null) return null;
  const file = files.find((candidate) => candidate.Type === reading);
  return { type: reading, name: file?.Name ?? '', text: file ? readingOf(file) : null, status, pdf };
}

// The file's text as the page shows it.
const readingOf = (file: AgreementFile): AgreementReading => ({
  subtitle: file.Subtitle,
  version: file.Version,
  publishedAt: file.PublishedAt,
  sections: file.Sections.map((section) => ({ heading: section.Heading, paragraphs: section.Paragraphs })),
});

/** The terms screen's view model: the part to show, the agreements with what is signed and accepted, the reader. */
export function selectAgreements(snapshot: AgreementsSnapshot): AgreementsView {
  const { context } = snapshot;
  const pending = pendingTypes(context);
  const agreements = requiredTypes(context.declaration).flatMap((type): AgreementItem[] => {
    const file = context.files.find((candidate) => candidate.Type === type);
    if (!file) return [];
    return [
      {
        type,
        agreementId: file.AgreementId,
        name: file.Name,
        version: file.Version,
        signed: !pending.includes(type),
        accepted: context.accepted.includes(type) || !pending.includes(type),
      },
    ];
  });
  const { phase, busy } = phaseOf(snapshot);
  return {
    phase,
    busy,
    agreements,
    reader: shownIn(snapshot, (child) => ({ terms: { reading: child } })),
    preview: shownIn(snapshot, (child) => ({ terms: { review: { previewing: child } } })),
    canSign: phase === 'review' && canSign(context),
    canContinue: phase === 'review' && pending.length === 0,
    errors: context.errors,
    error: context.error,
  };
}

/** The password flow running inside the terms step (its form sends its events to it), or null. */
export function selectPasswordActor(snapshot: AgreementsSnapshot): AnyActorRef | null {
  return snapshot.matches('password') ? ((snapshot.children as Record<string, AnyActorRef | undefined>).password ?? null) : null;
}
