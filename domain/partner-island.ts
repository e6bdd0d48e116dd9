import * as v from 'valibot';
import { Partner } from './partner.ts';

/** Id of the `<script type="application/json">` element in which the server hands index.html's host its partner. */
export const PARTNER_ISLAND_ID = 'partner-data';

/** Content of the partner island: the Host header it was looked up for, and the partner as POST /api/partner/url answers. */
export const PartnerIsland = v.object({ host: v.string(), partner: Partner });
/** The partner island's content. */
export type PartnerIsland = v.InferOutput<typeof PartnerIsland>;
