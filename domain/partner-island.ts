import * as v from 'valibot';
import { Partner } from './partner.ts';

// In a file of its own: the landing reads it without the schema below (ADR 167).
export { PARTNER_ISLAND_ID } from './partner-island-id.ts';

/** Content of the partner island: the Host header it was looked up for, and the partner as POST /api/partner/url answers. */
export const PartnerIsland = v.object({ host: v.string(), partner: Partner });
/** The partner island's content. */
export type PartnerIsland = v.InferOutput<typeof PartnerIsland>;
