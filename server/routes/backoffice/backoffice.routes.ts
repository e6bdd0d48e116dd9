import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/http/context.ts';
import { backofficeApplicationsRoutes } from './applications.routes.ts';
import { backofficeAuthRoutes } from './auth.routes.ts';
import { backofficeClaimsRoutes } from './claims.routes.ts';
import { backofficeDecisionRoutes } from './decision.routes.ts';
import { backofficeFunnelRoutes } from './funnel.routes.ts';
import { backofficeNotesRoutes } from './notes.routes.ts';
import { backofficePartnerThemeRoutes } from './partner-theme.routes.ts';
import { backofficePartnersRoutes } from './partners.routes.ts';
import { backofficeReasonCodesRoutes } from './reason-codes.routes.ts';
import { backofficeScreeningRoutes } from './screening.routes.ts';
import { backofficeStaffRoutes } from './staff.routes.ts';

/**
 * /api/backoffice: the brokerage's staff (issue 19). Every route but the sign-in takes a staff token (scope `staff`,
 * `requireStaff`); partner staff reach their partner's applications only, provider staff every partner's.
 */
export function backofficeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', backofficeAuthRoutes(deps))
    .route('/', backofficeStaffRoutes(deps))
    .route('/', backofficePartnersRoutes(deps))
    .route('/', backofficePartnerThemeRoutes(deps))
    .route('/', backofficeApplicationsRoutes(deps))
    .route('/', backofficeDecisionRoutes(deps))
    .route('/', backofficeScreeningRoutes(deps))
    .route('/', backofficeClaimsRoutes(deps))
    .route('/', backofficeNotesRoutes(deps))
    .route('/', backofficeReasonCodesRoutes(deps))
    .route('/', backofficeFunnelRoutes(deps));
}
