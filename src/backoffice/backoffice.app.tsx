import { useEffect, useRef } from 'react';
import type { Partner } from '../../domain/partner.ts';
import { type BackofficeView, selectBackoffice, selectTitle } from '../../machines/backoffice/index.ts';
import { Spinner } from '../components/spinner.tsx';
import { PartnerTheme } from '../theme/partner-theme.tsx';
import { ApplicationScreen } from './application.view.tsx';
import { AuthScreen } from './auth.view.tsx';
import type { BackofficeActor } from './backoffice.flow.ts';
import { BackofficeProvider, useBackoffice } from './backoffice-context.tsx';
import { BackofficePage, Main, SignedInLayout } from './backoffice-layout.tsx';
import { BackofficeRouter } from './backoffice-router.tsx';
import { FunnelScreen } from './funnel.view.tsx';
import { PartnersScreen } from './partners.view.tsx';
import { QueueScreen } from './queue.view.tsx';
import { ReasonCodesScreen } from './reason-codes.view.tsx';
import { StaffScreen } from './staff.view.tsx';

// The screen of the state shown; signed-in screens inside the sections' navigation.
function ScreenOf({ view }: { view: BackofficeView }) {
  switch (view.screen) {
    case 'restoring':
    case 'signingOut':
      return (
        <Main wide={false}>
          <Spinner />
        </Main>
      );
    case 'signIn':
    case 'enrol':
    case 'code':
    case 'invitation':
      return (
        <Main wide={false}>
          <AuthScreen view={view} />
        </Main>
      );
    case 'queue':
      return (
        <SignedInLayout me={view.me} section="queue">
          <Main wide>
            <QueueScreen me={view.me} view={view.queue} />
          </Main>
        </SignedInLayout>
      );
    case 'application':
      return (
        <SignedInLayout me={view.me} section={null}>
          <Main wide>
            <ApplicationScreen view={view.application} />
          </Main>
        </SignedInLayout>
      );
    case 'funnel':
      return (
        <SignedInLayout me={view.me} section="funnel">
          <Main wide>
            <FunnelScreen me={view.me} view={view.funnel} />
          </Main>
        </SignedInLayout>
      );
    case 'staff':
      return (
        <SignedInLayout me={view.me} section="staff">
          <Main wide>
            <StaffScreen me={view.me} view={view.staff} />
          </Main>
        </SignedInLayout>
      );
    case 'partners':
      return (
        <SignedInLayout me={view.me} section="partners">
          <Main wide>
            <PartnersScreen view={view.partners} />
          </Main>
        </SignedInLayout>
      );
    case 'reasonCodes':
      return (
        <SignedInLayout me={view.me} section="reasonCodes">
          <Main wide>
            <ReasonCodesScreen />
          </Main>
        </SignedInLayout>
      );
  }
}

// The title follows the screen; a new screen moves focus to its heading (keyboard and screen-reader users).
function Screen() {
  const view = useBackoffice(selectBackoffice);
  const title = useBackoffice(selectTitle);
  const shown = useRef(view.screen);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (shown.current === view.screen) return;
    shown.current = view.screen;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [view.screen]);
  return <ScreenOf view={view} />;
}

/** The back office for a started actor, under the partner's brand; the router (Browser or Memory) is the caller's. */
export function BackofficeApp({ actor, partner }: { actor: BackofficeActor; partner: Partner | null }) {
  return (
    <BackofficeProvider actor={actor}>
      <PartnerTheme partner={partner} withoutPartner={partner === null}>
        <BackofficeRouter />
        <BackofficePage partner={partner}>
          <Screen />
        </BackofficePage>
      </PartnerTheme>
    </BackofficeProvider>
  );
}
