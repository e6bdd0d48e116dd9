import * as v from 'valibot';
import type { Partner } from '../../domain/index.ts';
import { PARTNER_ISLAND_ID, PartnerIsland } from '../../domain/partner-island.ts';

/**
 * The partner the server wrote into index.html for this page's host (ADR 151), or undefined when there is none,
 * it was looked up for another host (a proxy that rewrites Host) or it does not read as a partner: the app then
 * asks POST /api/partner/url as before.
 */
export function inlinedPartner(doc: Pick<Document, 'getElementById'>, host: string): Partner | undefined {
  const text = doc.getElementById(PARTNER_ISLAND_ID)?.textContent;
  if (!text) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  const island = v.safeParse(PartnerIsland, data);
  return island.success && island.output.host.toLowerCase() === host.toLowerCase() ? island.output.partner : undefined;
}
