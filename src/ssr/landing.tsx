/**
 * The visitor's pages rendered to HTML for the server (ADR 178): the landing, whose links lead to the sign-up form,
 * and the sign-up form itself. The landing's page carries no script of the journey; the form's page boots it.
 */
import type { PartnerIsland } from '../../domain/partner-island.ts';
import { brandFontIsland } from './landing-font.ts';
import { fixedStorage, renderJourney } from './render-journey.tsx';

/**
 * The markup of `#root` for the landing of the island's partner, or undefined when the journey does not open on the
 * landing. A session never exists on the server: the landing is the same for every visitor of a partner and link.
 * It ends with the island naming the brand's font files, which the page loads after its first paint.
 */
export async function renderLanding(island: PartnerIsland, search = ''): Promise<string | undefined> {
  const markup = await renderJourney({ island, pathname: '/', search, storage: fixedStorage(), view: 'landing' });
  if (markup === undefined) return undefined;
  const { fontFamily, headingFontFamily } = island.partner.style.typographyConfig;
  return `${markup}${brandFontIsland([fontFamily, headingFontFamily])}`;
}

/**
 * The markup of `#root` for the sign-up form a landing link opens (`/novo-cadastro?tipo=pf`), or undefined. The form
 * is inert until the app paints its own over it: what a visitor typed into the server's copy would be lost then (as a
 * prerendered step's form stands disabled, ADR 170).
 */
export async function renderSignup(island: PartnerIsland, search: string): Promise<string | undefined> {
  const markup = await renderJourney({ island, pathname: '/novo-cadastro', search, storage: fixedStorage(), view: 'newSignup' });
  return markup?.replace(/<form\b/, '<form inert=""');
}
