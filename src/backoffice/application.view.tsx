import type { ApplicationDetail } from '../../domain/api/backoffice.ts';
import { type ApplicationView, BACKOFFICE_PATHS } from '../../machines/backoffice/index.ts';
import { Alert } from '../components/alert.tsx';
import { Button } from '../components/button.tsx';
import { Spinner } from '../components/spinner.tsx';
import { useBackofficeSend } from './backoffice-context.tsx';
import { EventLink } from './backoffice-layout.tsx';
import { DecisionPanel, type DocumentChoice, useDecisionRefresh } from './decision-panel.tsx';
import { DocumentConflicts } from './document-conflicts.tsx';
import { DocumentViewer, useViewerPane } from './document-viewer.tsx';
import { Dossier } from './dossier.tsx';
import { Block } from './dossier-parts.tsx';
import { DossierSummary } from './dossier-summary.tsx';
import { freshDocuments } from './resubmission.ts';
import { ResubmissionBlock } from './resubmission.view.tsx';
import { ScreeningBlock, screeningChip, useScreening } from './screening-block.tsx';
import { ClaimControls, holderText, NotesBlock, useTeamwork } from './teamwork-block.tsx';

// The types the staff may ask for: every requestable type of the person type, marked when the file already has one.
const choicesOf = (detail: ApplicationDetail): DocumentChoice[] => {
  const sent = new Set(detail.Documents.map((document) => document.DocumentTypeId));
  return detail.DocumentTypes.map((type) => ({ id: type.Id, name: type.Name, sent: sent.has(type.Id) }));
};

// From 1280 px with a document open: the file, the viewer and the decision side by side, the viewer and the decision
// sticky; the summary across (ADR 235). Below, the viewer is a full-screen dialog over the page.
const WIDE = '@media (min-width: 1280px)';
const sticky = { position: 'sticky', top: '1rem', maxHeight: 'calc(100vh - 2rem)', overflowY: 'auto' } as const;

function Detail({ view, detail }: { view: ApplicationView; detail: ApplicationDetail }) {
  const pane = useViewerPane();
  const viewing = pane && view.document.status !== 'closed';
  const screening = useScreening(view.clientId);
  const teamwork = useTeamwork(view.clientId);
  useDecisionRefresh(teamwork.snapshot.context.claim, screening.view.screening);
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: '1.25rem',
        // Narrow: the summary, the decision, then the file. Wide: the summary across, then the file with the decision
        // in a side column that stays on screen while the file scrolls.
        [theme.mq.lg]: {
          gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 22rem)',
          gridTemplateAreas: '"summary summary" "file decision"',
          alignItems: 'start',
        },
        [WIDE]: viewing
          ? {
              gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 16rem',
              gridTemplateAreas: '"summary summary summary" "file viewer decision"',
            }
          : {},
      })}
    >
      <div css={(theme) => ({ display: 'grid', gap: '1.25rem', minWidth: 0, [theme.mq.lg]: { gridArea: 'summary' } })}>
        <DocumentConflicts conflicts={detail.Conflicts ?? []} personType={detail.Summary.PersonType} />
        <DossierSummary detail={detail} screening={screeningChip(screening.view)} holder={holderText(teamwork)} />
        {/* The panel is its own titled section ("Triagem (PEP e sanções)"): a Block around it would title it twice. */}
        <ScreeningBlock screening={screening} />
        <NotesBlock teamwork={teamwork} />
      </div>
      <div css={(theme) => ({ display: 'grid', gap: '1.25rem', minWidth: 0, [theme.mq.lg]: { gridArea: 'decision', ...sticky } })}>
        <Block title="Responsável">
          <ClaimControls teamwork={teamwork} />
        </Block>
        <Block title="Decisão">
          <DecisionPanel application={view} choices={choicesOf(detail)} />
        </Block>
      </div>
      <div css={(theme) => ({ display: 'grid', gap: '1.25rem', minWidth: 0, [theme.mq.lg]: { gridArea: 'file' } })}>
        <ResubmissionBlock detail={detail} />
        <Dossier view={view} detail={detail} />
      </div>
      <div css={{ minWidth: 0, [WIDE]: { gridArea: 'viewer', position: 'sticky', top: '1rem' } }}>
        <DocumentViewer documents={detail.Documents} view={view.document} fresh={freshDocuments(detail)} pane={pane} />
      </div>
    </div>
  );
}

/** One application as a dossier: the summary strip, each step's data, documents, audit trail, and the decision panel. */
export function ApplicationScreen({ view }: { view: ApplicationView }) {
  const send = useBackofficeSend();
  return (
    <>
      <EventLink href={BACKOFFICE_PATHS.queue} event={{ type: 'nav.queue' }}>
        ← Voltar à fila
      </EventLink>
      <h1 css={{ margin: 0, fontSize: '1.5rem' }}>{view.detail?.Summary.Name ?? `Cadastro ${view.clientId}`}</h1>
      {view.status === 'loading' ? <Spinner label="Carregando o cadastro…" /> : null}
      {view.status === 'error' ? (
        <>
          <Alert>{view.error}</Alert>
          <Button onClick={() => send({ type: 'retry' })}>Tentar novamente</Button>
        </>
      ) : null}
      {view.status === 'ready' && view.detail ? <Detail view={view} detail={view.detail} /> : null}
    </>
  );
}
