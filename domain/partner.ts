import * as v from 'valibot';
import { hasNoControlCharacters } from './characters.ts';
import { RADIUS_SCALES, type RadiusScale } from './theme-scales.ts';

/** One logo of a partner; `linkType` is menu 1, icon 2 or login 6 (spec §3). */
export const PartnerLogo = v.object({ linkType: v.number(), url: v.string() });

/**
 * The colours a partner's style may set; the web app falls back to its bundled default for the others. Border and
 * success come from the theme editor (issue 37): optional, so a style published before it still parses.
 */
export const PartnerColors = v.object({
  primary: v.string(),
  primaryContrast: v.string(),
  secondary: v.string(),
  background: v.string(),
  surface: v.string(),
  text: v.string(),
  muted: v.string(),
  error: v.string(),
  border: v.optional(v.string()),
  success: v.optional(v.string()),
});
export type PartnerColors = v.InferOutput<typeof PartnerColors>;

/** Font families and base size of a partner's style. */
export const TypographyConfig = v.object({ fontFamily: v.string(), headingFontFamily: v.string(), baseFontSize: v.number() });
export type TypographyConfig = v.InferOutput<typeof TypographyConfig>;

/** A partner as POST /api/partner/url returns it (spec §3; camelCase as the spec writes it). */
export const Partner = v.object({
  id: v.number(),
  advisorId: v.nullable(v.number()),
  officeId: v.nullable(v.number()),
  name: v.string(),
  cnpj: v.string(),
  isOwnPartner: v.boolean(),
  /** The partner's privacy policy, linked from the sign-up's privacy notice (ADR 204); null when it has none. */
  privacyPolicyUrl: v.optional(v.nullable(v.string()), null),
  logos: v.array(PartnerLogo),
  style: v.object({
    id: v.number(),
    name: v.string(),
    css: v.string(),
    colors: PartnerColors,
    typographyConfig: TypographyConfig,
    /** The corner radius scale by name (theme editor); absent from an older answer, which means the standard one. */
    radius: v.optional(v.picklist(Object.keys(RADIUS_SCALES) as RadiusScale[])),
    /** The published favicon's own URL (theme editor); null or absent: the product's default icon. */
    favicon: v.optional(v.nullable(v.string())),
  }),
});
export type Partner = v.InferOutput<typeof Partner>;

/** Body of POST /api/partner/url: the page host without the scheme. */
export const PartnerUrlBody = v.strictObject({ Url: v.pipe(v.string(), v.nonEmpty(), v.maxLength(253), v.check(hasNoControlCharacters)) });

/** The host as the partner lookup and RegisterUrl want it (spec §5: host without the https prefix). */
export function registerUrlFromHost(host: string): string {
  return host
    .replace(/^https?:\/\//i, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
}
