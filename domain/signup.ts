import type { BasicDataBody, BasicDataForm } from './basic-data.ts';
import { brDateToIso } from './basic-data.ts';
import type { PersonType } from './constants.ts';
import { normalizeDocument } from './document.ts';
import { type KnowledgeSource, knowledgeChoice, resolveAdvisor } from './knowledge.ts';
import { normalizeName } from './name.ts';
import type { Partner } from './partner.ts';
import { splitPhone } from './phone.ts';
import { PRIVACY_NOTICE_VERSION } from './privacy.ts';

/** Everything besides the form that a sign-up body needs. */
export type SignupContext = {
  personType: PersonType;
  partner: Pick<Partner, 'id' | 'isOwnPartner' | 'advisorId' | 'officeId'>;
  registerUrl: string;
  channelId: number;
  knowledgeSources: readonly KnowledgeSource[];
  /** The sign-up link's advisor, once the advisor lookup confirmed it (`?assessor=`, ADR 140); null otherwise. */
  linkAdvisorId: number | null;
};

/** Builds the wire body of POST /api/client/basic-data from a valid form (spec §5 transformations). */
export function toBasicDataBody(form: BasicDataForm, ctx: SignupContext): BasicDataBody {
  const knowledgeId = Number(form.knowledgeId);
  const choice = knowledgeChoice(ctx.knowledgeSources, knowledgeId);
  const advisor = resolveAdvisor({
    linkAdvisorId: ctx.linkAdvisorId,
    optionAdvisorId: choice?.AdvisorId ?? null,
    partner: ctx.partner,
  });
  return {
    CpfCnpj: normalizeDocument(form.document),
    BirthDate: brDateToIso(form.birthDate),
    Email: form.email.trim().toLowerCase(),
    ...splitPhone(form.phone),
    PersonType: ctx.personType,
    Name: normalizeName(form.name),
    ...advisor,
    PartnerId: ctx.partner.id,
    RegisterUrl: ctx.registerUrl,
    ChannelId: ctx.channelId,
    KnowledgeId: choice?.KnowledgeId ?? knowledgeId,
    PrivacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    MarketingConsent: form.marketingConsent === true,
  };
}
