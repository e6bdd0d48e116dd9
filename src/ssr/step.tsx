/**
 * A wizard step rendered to HTML for the server (ADR 170, 178): the step's frame while its saved data load, as the
 * browser's first render of that step draws it, for one person type. The server cannot read the session (it lives in
 * the tab's sessionStorage, spec §4), so it renders the step once per person type and a script in the page picks the
 * one the tab's session stands for; the app then paints over it with its own render of the same screen.
 */
import type { PersonType } from '../../domain/constants.ts';
import { WEB_CHANNEL_ID } from '../../domain/constants.ts';
import type { PartnerIsland } from '../../domain/partner-island.ts';
import type { PersistedSlice, StepKey } from '../../machines/onboarding/index.ts';
import { stepForPath, stepIndexOf } from '../../machines/onboarding/onboarding.steps.ts';
import { SESSION_KEY } from '../flows/persist.ts';
import { fixedStorage, renderJourney } from './render-journey.tsx';

/** A step's render for one person type: where it sits in that type's order, which screen it is, and its markup. */
export type StepRender = { personType: PersonType; stepIndex: number; view: StepKey; markup: string };

// A token that reads like the customer's (spec §3: decoded for its ids), valid for the render's span; never sent.
function renderToken(island: PartnerIsland, personType: PersonType, now: number): string {
  const claims = {
    ClientId: 0,
    UserId: 0,
    PartnerId: island.partner.id,
    PersonType: personType,
    scope: 'render',
    exp: Math.floor(now / 1000) + 600,
  };
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/**
 * The step `pathname` opens for `personType` under the island's partner, rendered as a signed-in customer of that
 * type sees it while the step's data load, or undefined when the path is not one of that type's steps.
 */
export async function renderStep(island: PartnerIsland, pathname: string, personType: PersonType): Promise<StepRender | undefined> {
  const step = stepForPath(personType, pathname);
  if (!step) return undefined;
  const stepIndex = stepIndexOf(personType, step);
  const slice: PersistedSlice = {
    accessToken: renderToken(island, personType, Date.now()),
    personType,
    channelId: WEB_CHANNEL_ID,
    stepIndex,
  };
  const storage = fixedStorage({ [SESSION_KEY]: JSON.stringify(slice) });
  const markup = await renderJourney({ island, pathname, storage, view: step });
  return markup === undefined ? undefined : { personType, stepIndex, view: step, markup };
}
