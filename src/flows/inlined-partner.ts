import type { Partner } from '../../domain/partner.ts';
import type { PartnerIsland } from '../../domain/partner-island.ts';
import { PARTNER_ISLAND_ID } from '../../domain/partner-island-id.ts';

// The island's shape, checked by hand (a few lines, read before anything else runs); `inlined-partner.test.ts`
// holds it to the domain's `PartnerIsland` schema, field by field.
type Check = (value: unknown) => boolean;
const string: Check = (value) => typeof value === 'string';
const number: Check = (value) => typeof value === 'number';
const boolean: Check = (value) => typeof value === 'boolean';
const nullable = (check: Check) => (value: unknown) => value === null || check(value);
const optional = (check: Check) => (value: unknown) => value === undefined || check(value);
const array = (check: Check) => (value: unknown) => Array.isArray(value) && value.every(check);
const object = (fields: Record<string, Check>) => (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(fields).every(([key, check]) => check((value as Record<string, unknown>)[key]));

const colors = ['primary', 'primaryContrast', 'secondary', 'background', 'surface', 'text', 'muted', 'error'];

/** Whether a value reads as the partner island `PartnerIsland` describes. */
export const isPartnerIsland = object({
  host: string,
  partner: object({
    id: number,
    advisorId: nullable(number),
    officeId: nullable(number),
    name: string,
    cnpj: string,
    isOwnPartner: boolean,
    privacyPolicyUrl: optional(nullable(string)),
    logos: array(object({ linkType: number, url: string })),
    style: object({
      id: number,
      name: string,
      css: string,
      colors: object(Object.fromEntries(colors.map((name) => [name, string]))),
      typographyConfig: object({ fontFamily: string, headingFontFamily: string, baseFontSize: number }),
    }),
  }),
}) as (value: unknown) => value is PartnerIsland;

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
  return isPartnerIsland(data) && data.host.toLowerCase() === host.toLowerCase() ? data.partner : undefined;
}
