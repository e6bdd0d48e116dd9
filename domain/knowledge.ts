import * as v from 'valibot';

/** A sub-item of a knowledge source (spec §3): chosen in the sign-up form; may name the advisor it brings. */
export const KnowledgeItem = v.object({ KnowledgeId: v.number(), Description: v.string(), AdvisorId: v.nullable(v.number()) });
export type KnowledgeItem = v.InferOutput<typeof KnowledgeItem>;

/** A knowledge source ("how did you hear of us"), with its sub-items (GET /api/common/v3/knowledge-sources). */
export const KnowledgeSource = v.object({
  Value: v.number(),
  Description: v.string(),
  AdvisorId: v.nullable(v.number()),
  Items: v.array(KnowledgeItem),
});
export type KnowledgeSource = v.InferOutput<typeof KnowledgeSource>;

/** The list answered by GET /api/common/v3/knowledge-sources. */
export const KnowledgeSources = v.array(KnowledgeSource);

/** The knowledge id and advisor a chosen option stands for: a sub-item's own, else its source's. */
export function knowledgeChoice(
  sources: readonly KnowledgeSource[],
  knowledgeId: number,
): { KnowledgeId: number; AdvisorId: number | null } | undefined {
  for (const source of sources) {
    const item = source.Items.find((it) => it.KnowledgeId === knowledgeId);
    if (item) return { KnowledgeId: item.KnowledgeId, AdvisorId: item.AdvisorId ?? source.AdvisorId };
    if (source.Value === knowledgeId && source.Items.length === 0) return { KnowledgeId: source.Value, AdvisorId: source.AdvisorId };
  }
  return undefined;
}

/**
 * Advisor and office of a sign-up (spec §5, ADR 140): the advisor of the sign-up link (confirmed by the public
 * advisor lookup) comes first, then the one the chosen knowledge option brings; the partner's own advisor and office
 * apply only when the partner is the product's own and no advisor was chosen either way.
 */
export function resolveAdvisor(args: {
  linkAdvisorId: number | null;
  optionAdvisorId: number | null;
  partner: { isOwnPartner: boolean; advisorId: number | null; officeId: number | null };
}): { AdvisorId?: number; OfficeId?: number } {
  const chosen = args.linkAdvisorId ?? args.optionAdvisorId;
  if (chosen !== null) return { AdvisorId: chosen };
  if (!args.partner.isOwnPartner) return {};
  return {
    ...(args.partner.advisorId !== null && { AdvisorId: args.partner.advisorId }),
    ...(args.partner.officeId !== null && { OfficeId: args.partner.officeId }),
  };
}
