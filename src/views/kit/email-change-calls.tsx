import { createContext, useContext, useMemo } from 'react';
import { selectPersisted } from '../../../machines/onboarding/index.ts';
import type { EmailChangeActors } from '../../../machines/section/email-change.actors.ts';
import type { Calls } from '../../api/call.ts';
import { createApiClient } from '../../api/client.ts';
import { emailChangeCalls } from '../../api/email-change.api.ts';
import { useOnboardingActor } from '../../flows/onboarding-context.tsx';

/** The email change's calls, when something other than the live API answers them (a unit test's fakes). */
export const EmailChangeCallsContext = createContext<Calls<EmailChangeActors> | null>(null);

/**
 * The calls the email area runs on: the context's, else the live API with the journey's session (a 401 ends the
 * session like every step's call). The email change is not one of the root's child flows (ADR 227), so it binds
 * its own calls, as the lookups do.
 */
export function useEmailChangeCalls(): Calls<EmailChangeActors> {
  const given = useContext(EmailChangeCallsContext);
  const root = useOnboardingActor();
  return useMemo(() => {
    if (given) return given;
    const http = createApiClient({
      getToken: () => selectPersisted(root.getSnapshot()).accessToken,
      onUnauthorized: () => root.send({ type: 'session.expired' }),
      baseUrl: window.location.origin,
    });
    return emailChangeCalls(http);
  }, [given, root]);
}
