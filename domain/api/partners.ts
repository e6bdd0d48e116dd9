import * as v from 'valibot';
import { LinkType } from '../constants.ts';
import { isValidCnpj, normalizeDocument } from '../document.ts';
import { PartnerColors } from '../partner.ts';
import { Id, MaxLength, text } from './fields.ts';

/** pt-BR messages of the back office's partner administration (issue 19). */
export const PartnerMessages = {
  hostInvalid: 'Informe um endereço (host) como parceiro.exemplo.com.br',
  hostTaken: 'Já existe um parceiro com este endereço',
  nameRequired: 'Informe o nome do parceiro',
  cnpjInvalid: 'CNPJ inválido',
  urlInvalid: 'Informe um endereço https:// ou http:// válido',
  urlOffHost: 'O endereço de cadastro deve estar no endereço (host) do parceiro',
  colorInvalid: 'Informe a cor no formato #RRGGBB',
  registrationUrlInvalid: 'Informe o endereço de cadastro com https://, sem porta nem usuário',
  logoInvalid: 'Envie o logotipo como arquivo; endereços de outros sites não são aceitos',
  logoType: 'Envie o logotipo em PNG ou JPEG (SVG não é aceito)',
  logoTooLarge: 'O logotipo deve ter no máximo 512 KB',
  logoUnreadable: 'Não foi possível ler o logotipo. Salve-o novamente em PNG ou JPEG e envie outra vez.',
  logoDimensions: 'O logotipo deve ter entre 16 e 2048 pixels de largura e de altura',
  logoRequired: 'Selecione o arquivo do logotipo',
  logoStorageFull: 'Não há espaço para guardar o logotipo agora. Tente novamente em alguns minutos.',
  advisorUnknown: 'Assessor não encontrado',
  changeRequired: 'Informe ao menos um campo a alterar',
  slaDaysInvalid: 'Informe o prazo de análise em dias, de 1 a 30',
  providerOnly: 'Só um administrador do provedor pode cadastrar parceiros ou alterar endereço, CNPJ, assessor e escritório',
} as const;

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
// The product's own brand assets (public/brands/<brand>/<file>): one folder, one file, no dot segments.
const SHIPPED_LOGO = /^\/brands\/[a-z0-9-]{1,60}\/[a-z0-9-]{1,60}\.(svg|png|jpe?g)$/;
// An uploaded logo as the product serves it (server/lib/partners/partner-logos.ts).
const UPLOADED_LOGO = /^\/api\/partner\/[1-9]\d{0,9}\/logo\/(menu|icon|login)\?v=[0-9a-f]{16}$/;
const LOOPBACK = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1)$/;

/** True for a logo URL the product serves itself: a shipped /brands/ file or an uploaded logo's route. */
export const isOwnLogoUrl = (url: string): boolean => SHIPPED_LOGO.test(url) || UPLOADED_LOGO.test(url);

/** True for a loopback host name (`localhost`, `*.localhost`, `127.0.0.1`): development and tests only. */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK.test(hostname.toLowerCase());

/** A lowercase host name without scheme, port or path, e.g. `parceiro.exemplo.com.br`. */
export const PartnerHost = v.pipe(
  text(PartnerMessages.hostInvalid),
  v.trim(),
  v.toLowerCase(),
  v.regex(HOSTNAME, PartnerMessages.hostInvalid),
  // All digits reads as an IPv4 number, which a URL refuses past 2^32 (found by the fuzz: a 500).
  v.check((host) => URL.canParse(`https://${host}`), PartnerMessages.hostInvalid),
);

/** A partner's trade name as customers see it. */
export const PartnerName = v.pipe(
  text(PartnerMessages.nameRequired),
  v.trim(),
  v.nonEmpty(PartnerMessages.nameRequired),
  v.maxLength(MaxLength.name, PartnerMessages.nameRequired),
);

/** A CNPJ as typed (punctuation dropped) with valid check digits. */
export const PartnerCnpj = v.pipe(
  text(PartnerMessages.cnpjInvalid),
  v.transform(normalizeDocument),
  v.check(isValidCnpj, PartnerMessages.cnpjInvalid),
);

/** An absolute http(s) URL (the registration page, the privacy policy). */
export const PartnerUrl = v.pipe(
  text(PartnerMessages.urlInvalid),
  v.trim(),
  v.maxLength(500, PartnerMessages.urlInvalid),
  v.check((value) => /^https?:\/\//i.test(value) && URL.canParse(value), PartnerMessages.urlInvalid),
);

/**
 * True for a registration URL emails may link to: https on the default port, without user or password; plain http and
 * another port only on a loopback host (the caller allows loopback hosts in development and tests only).
 */
export function isSafeRegistrationUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  if (isLoopbackHost(url.hostname)) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && url.port === '';
}

/** A registration URL (emails link to it): see `isSafeRegistrationUrl`. */
export const RegistrationUrl = v.pipe(PartnerUrl, v.check(isSafeRegistrationUrl, PartnerMessages.registrationUrlInvalid));

const Color = v.pipe(text(PartnerMessages.colorInvalid), v.regex(HEX_COLOR, PartnerMessages.colorInvalid), v.toUpperCase());

/** A partner's colours, each #RRGGBB (the style's `colors`). */
export const PartnerColorsBody = v.strictObject({
  primary: Color,
  primaryContrast: Color,
  secondary: Color,
  background: Color,
  surface: Color,
  text: Color,
  muted: Color,
  error: Color,
});
export type PartnerColorsBody = v.InferOutput<typeof PartnerColorsBody>;

// Only the product's shipped assets: another host, `//host`, `http:`, `javascript:` or `data:` would let an email or a
// page load (and track) an image from elsewhere. Uploaded logos get their URL from the upload route, not from here.
const Logo = v.pipe(text(PartnerMessages.logoInvalid), v.trim(), v.regex(SHIPPED_LOGO, PartnerMessages.logoInvalid));

/** A partner's logos by use: the menu's, the small-screen icon and the sign-in page's (spec §3). */
export const PartnerLogosBody = v.strictObject({ Menu: Logo, Icon: Logo, Login: Logo });
export type PartnerLogosBody = v.InferOutput<typeof PartnerLogosBody>;

/** The link types of `PartnerLogosBody`'s keys. */
export const LOGO_LINK_TYPES = { Menu: LinkType.MENU, Icon: LinkType.ICON, Login: LinkType.LOGIN } as const;

/** A logo's kind in the upload and serving paths (`/logo/menu`), by `PartnerLogosBody` key. */
export const LOGO_KINDS = { Menu: 'menu', Icon: 'icon', Login: 'login' } as const;
export type LogoKind = (typeof LOGO_KINDS)[keyof typeof LOGO_KINDS];

/** Logo files an admin chose in the form, by `PartnerLogosBody` key: each is uploaded on its own after the change. */
export type PartnerLogoFiles = Partial<Record<keyof typeof LOGO_KINDS, Blob>>;

/** Largest logo file an admin may upload (bytes). */
export const MAX_LOGO_BYTES = 512 * 1024;

/** The image types a logo may be uploaded as (SVG is refused: no sanitiser is a dependency, ADR 220). */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** Days a file may stay "em análise" before the queue flags it (calendar days, ADR 242): 2 unless the partner sets it. */
export const SLA_DAYS_DEFAULT = 2;
export const SLA_DAYS_MAX = 30;
const SlaDays = v.pipe(
  v.number(PartnerMessages.slaDaysInvalid),
  v.integer(PartnerMessages.slaDaysInvalid),
  v.minValue(1, PartnerMessages.slaDaysInvalid),
  v.maxValue(SLA_DAYS_MAX, PartnerMessages.slaDaysInvalid),
);

/**
 * Body of POST /api/backoffice/partners (provider admins) and of `npm run admin -- partner:add`: the partner's host,
 * name and CNPJ; the registration URL defaults to https://<host>/novo-cadastro, colours and logos to the default brand's.
 */
export const NewPartnerBody = v.strictObject({
  Host: PartnerHost,
  Name: PartnerName,
  Cnpj: PartnerCnpj,
  IsOwnPartner: v.optional(v.boolean(), false),
  AdvisorId: v.optional(v.nullable(Id), null),
  OfficeId: v.optional(v.nullable(Id), null),
  RegistrationUrl: v.optional(RegistrationUrl),
  PrivacyPolicyUrl: v.optional(v.nullable(PartnerUrl), null),
  Colors: v.optional(PartnerColorsBody),
  Logos: v.optional(PartnerLogosBody),
});
export type NewPartnerBody = v.InferOutput<typeof NewPartnerBody>;
/** A new partner as a form sends it (before trimming and normalising). */
export type NewPartnerInput = v.InferInput<typeof NewPartnerBody>;

/**
 * Body of PATCH /api/backoffice/partners/{id}: the fields to change. A partner's admin changes the brand (name, URLs,
 * colours, logos) and the SLA only; host, CNPJ, own flag, advisor and office are the provider's.
 */
export const PartnerChangeBody = v.strictObject({
  Host: v.optional(PartnerHost),
  Name: v.optional(PartnerName),
  Cnpj: v.optional(PartnerCnpj),
  IsOwnPartner: v.optional(v.boolean()),
  AdvisorId: v.optional(v.nullable(Id)),
  OfficeId: v.optional(v.nullable(Id)),
  RegistrationUrl: v.optional(RegistrationUrl),
  PrivacyPolicyUrl: v.optional(v.nullable(PartnerUrl)),
  /** The queue's SLA for files em análise, in calendar days (1–30). */
  SlaDays: v.optional(SlaDays),
  Colors: v.optional(PartnerColorsBody),
  Logos: v.optional(PartnerLogosBody),
});
export type PartnerChangeBody = v.InferOutput<typeof PartnerChangeBody>;
/** A partner change as a form sends it. */
export type PartnerChangeInput = v.InferInput<typeof PartnerChangeBody>;

/** The fields only a provider admin sets. */
export const PROVIDER_PARTNER_FIELDS = ['Host', 'Cnpj', 'IsOwnPartner', 'AdvisorId', 'OfficeId'] as const;

/** A partner as the back office shows it (GET /api/backoffice/partners and /partners/{id}). */
export const PartnerItem = v.object({
  Id: v.number(),
  Host: v.string(),
  Name: v.string(),
  Cnpj: v.string(),
  IsOwnPartner: v.boolean(),
  AdvisorId: v.nullable(v.number()),
  OfficeId: v.nullable(v.number()),
  RegistrationUrl: v.string(),
  PrivacyPolicyUrl: v.nullable(v.string()),
  SlaDays: v.number(),
  Colors: PartnerColors,
  Logos: v.object({ Menu: v.string(), Icon: v.string(), Login: v.string() }),
  CreatedAt: v.string(),
});
export type PartnerItem = v.InferOutput<typeof PartnerItem>;
