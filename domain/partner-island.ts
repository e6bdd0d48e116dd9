import * as v from 'valibot';
import { Partner } from './partner.ts';

// The island's element id, in a module without valibot (src/flows/inlined-partner.ts imports it alone).
export { PARTNER_ISLAND_ID } from './partner-island-id.ts';

/** Content of the partner island: the Host header it was looked up for, and the partner as POST /api/partner/url answers. */
export const PartnerIsland = v.object({ host: v.string(), partner: Partner });
/** The partner island's content. */
export type PartnerIsland = v.InferOutput<typeof PartnerIsland>;
