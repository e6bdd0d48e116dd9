import * as v from 'valibot';

/** One registration status (GET /api/common/status-registrations). */
export const StatusRegistrationItem = v.object({ Id: v.number(), Description: v.string() });

/** The list answered by GET /api/common/status-registrations. */
export const StatusRegistrations = v.array(StatusRegistrationItem);

/** An advisor's name (GET /api/advisor/{id}/name, spec §7). */
export const AdvisorName = v.object({ Id: v.number(), Name: v.string() });
export type AdvisorName = v.InferOutput<typeof AdvisorName>;
