import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../lib/http/context.ts';
import { addressRoutes } from './address/address.routes.ts';
import { cepRoutes } from './address/cep.routes.ts';
import { advisorRoutes } from './advisor/advisor.routes.ts';
import { backofficeRoutes } from './backoffice/backoffice.routes.ts';
import { bankRoutes } from './bank/bank.routes.ts';
import { clientRoutes } from './client/client.routes.ts';
import { clientAgreementRoutes } from './client-agreement/client-agreement.routes.ts';
import { commonRoutes } from './common/common.routes.ts';
import { customerRoutes } from './customer/customer.routes.ts';
import { documentRoutes } from './document/document.routes.ts';
import { electronicCheckRoutes } from './electronic-check/electronic-check.routes.ts';
import { fileRoutes } from './file/file.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { mtmRoutes } from './mtm/mtm.routes.ts';
import { offerCoordinationRoutes } from './offer-coordination/offer-coordination.routes.ts';
import { partnerRoutes } from './partner/partner.routes.ts';
import { passwordRoutes } from './password/password.routes.ts';
import { patrimonyRoutes } from './patrimony/patrimony.routes.ts';
import { legalPersonRoutes, naturalPersonRoutes } from './person-data/person-data.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { registerStatusRoutes } from './register-status/register-status.routes.ts';
import { sectionRoutes } from './section/section.routes.ts';
import {
  administratorRoutes,
  assetManagerRoutes,
  controllerRoutes,
  orderIssuerRoutes,
  procuratorRoutes,
  representativeRoutes,
} from './sections/sections.routes.ts';
import { tokenRoutes } from './token/token.routes.ts';

/** A resource mounted under /api: its path prefix and the factory of its routes. */
export type Resource = { path: string; routes: (deps: AppDeps) => Hono<AppEnv> };

/**
 * Every API resource, one URL prefix each: adding one is a folder under routes/ plus a line here. /client's folder
 * holds its sub-resources (routes/client/client.routes.ts); the six list sections share routes/sections.
 */
export const resources: Resource[] = [
  { path: '/partner', routes: partnerRoutes },
  { path: '/client', routes: clientRoutes },
  { path: '/common', routes: commonRoutes },
  { path: '/advisor', routes: advisorRoutes },
  { path: '/health', routes: healthRoutes },
  { path: '/customer', routes: customerRoutes },
  { path: '/password', routes: passwordRoutes },
  { path: '/token', routes: tokenRoutes },
  { path: '/electronic-check', routes: electronicCheckRoutes },
  { path: '/document', routes: documentRoutes },
  { path: '/register', routes: registerStatusRoutes },
  { path: '/file', routes: fileRoutes },
  { path: '/client-agreement', routes: clientAgreementRoutes },
  { path: '/offer-coordination', routes: offerCoordinationRoutes },
  { path: '/backoffice', routes: backofficeRoutes },
  // The file's sections (spec §7; their lookups are under /common).
  { path: '/natural-person', routes: naturalPersonRoutes },
  { path: '/legal-person', routes: legalPersonRoutes },
  { path: '/order-issuer', routes: orderIssuerRoutes },
  { path: '/controllers', routes: controllerRoutes },
  { path: '/representative', routes: representativeRoutes },
  { path: '/administrator', routes: administratorRoutes },
  { path: '/procurator', routes: procuratorRoutes },
  { path: '/asset-manager', routes: assetManagerRoutes },
  { path: '/address/cep', routes: cepRoutes },
  { path: '/address', routes: addressRoutes },
  { path: '/bank', routes: bankRoutes },
  { path: '/patrimony', routes: patrimonyRoutes },
  { path: '/profile', routes: profileRoutes },
  { path: '/position', routes: mtmRoutes },
  { path: '/section', routes: sectionRoutes },
];
