import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../lib/http/context.ts';
import { advisorRoutes } from './advisor/advisor.routes.ts';
import { clientRoutes } from './client/client.routes.ts';
import { clientAgreementRoutes } from './client-agreement/client-agreement.routes.ts';
import { commonRoutes } from './common/common.routes.ts';
import { completenessRoutes } from './completeness/completeness.routes.ts';
import { customerRoutes } from './customer/customer.routes.ts';
import { documentRoutes } from './document/document.routes.ts';
import { electronicCheckRoutes } from './electronic-check/electronic-check.routes.ts';
import { fileRoutes } from './file/file.routes.ts';
import { finalizeRoutes } from './finalize/finalize.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { missingDocumentsRoutes } from './missing-documents/missing-documents.routes.ts';
import { offerCoordinationRoutes } from './offer-coordination/offer-coordination.routes.ts';
import { partnerRoutes } from './partner/partner.routes.ts';
import { passwordRoutes } from './password/password.routes.ts';
import { registerStatusRoutes } from './register-status/register-status.routes.ts';
import { sectionResources } from './sections/resources.ts';
import { tokenRoutes } from './token/token.routes.ts';

/** A resource mounted under /api: its path prefix and the factory of its routes. */
export type Resource = { path: string; routes: (deps: AppDeps) => Hono<AppEnv> };

/** Every API resource; adding one is a folder under routes/ plus a line here. */
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
  { path: '/client/code', routes: missingDocumentsRoutes },
  { path: '/document', routes: documentRoutes },
  { path: '/register', routes: registerStatusRoutes },
  { path: '/file', routes: fileRoutes },
  { path: '/client-agreement', routes: clientAgreementRoutes },
  { path: '/client', routes: finalizeRoutes },
  { path: '/client', routes: completenessRoutes },
  { path: '/offer-coordination', routes: offerCoordinationRoutes },
  ...sectionResources,
];
