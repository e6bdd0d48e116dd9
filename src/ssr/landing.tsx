/**
 * The landing rendered to HTML for the server (ADR 168). The browser hydrates the same markup (src/main.tsx), so the
 * landing paints with the HTML instead of after the scripts.
 */
import type { PartnerIsland } from '../../domain/partner-island.ts';
import { deferredFlows } from '../flows/deferred-flows.ts';
import { liveServices } from '../flows/live-services.ts';
import { bindOnboardingRoot } from '../flows/root.bind.ts';
import { fixedStorage, renderJourney } from './render-journey.tsx';

const noApi = () => Promise.reject(new Error('the landing is rendered without the API'));

/**
 * The markup of `#root` for the landing of the island's partner, as the browser's first render of `/` produces it,
 * or undefined when the journey does not open on the landing (it then boots as before). A session never exists on
 * the server: the landing is the same for every visitor of a partner.
 */
export function renderLanding(island: PartnerIsland): Promise<string | undefined> {
  const machine = bindOnboardingRoot(liveServices(noApi, island.partner), { redirect: () => {} }, deferredFlows().slots);
  return renderJourney({ machine, host: island.host, pathname: '/', storage: fixedStorage(), view: 'landing' });
}
