import { Administrators, AdministratorsBody } from '../../../domain/api/administrator.ts';
import { AssetManagers, AssetManagersBody } from '../../../domain/api/asset-manager.ts';
import { Controllers, ControllersBody } from '../../../domain/api/controllers.ts';
import { OrderIssuers, OrderIssuersBody } from '../../../domain/api/order-issuer.ts';
import { Procurators, ProcuratorsBody } from '../../../domain/api/procurator.ts';
import { Representatives, RepresentativesBody } from '../../../domain/api/representative.ts';
import type { AppDeps } from '../../lib/http/context.ts';
import { listSectionRoutes } from '../../lib/sections/list-section.routes.ts';
import {
  administratorSection,
  assetManagerSection,
  controllerSection,
  orderIssuerSection,
  procuratorSection,
  representativeSection,
} from '../../services/sections/list-sections.ts';

/** /api/order-issuer: GET /{clientId}, PATCH / with `Issuers`. */
export const orderIssuerRoutes = (deps: AppDeps) =>
  listSectionRoutes(deps, orderIssuerSection, { body: OrderIssuersBody, response: OrderIssuers, summary: 'Order issuers' });

/** /api/controllers: GET /{clientId}, PATCH / with `controllers`. */
export const controllerRoutes = (deps: AppDeps) =>
  listSectionRoutes(deps, controllerSection, { body: ControllersBody, response: Controllers, summary: 'Controllers' });

/** /api/representative: GET /{clientId}, PATCH / with `Representatives`. */
export const representativeRoutes = (deps: AppDeps) =>
  listSectionRoutes(deps, representativeSection, { body: RepresentativesBody, response: Representatives, summary: 'Representatives' });

/** /api/administrator: GET /{clientId}, PATCH / with `Administrators`. */
export const administratorRoutes = (deps: AppDeps) =>
  listSectionRoutes(deps, administratorSection, { body: AdministratorsBody, response: Administrators, summary: 'Administrators' });

/** /api/procurator: GET /{clientId}, PATCH / with `Procurators`. */
export const procuratorRoutes = (deps: AppDeps) =>
  listSectionRoutes(deps, procuratorSection, { body: ProcuratorsBody, response: Procurators, summary: 'Procurators' });

/** /api/asset-manager: GET /{clientId}, PATCH / with `AssetManagers`. */
export const assetManagerRoutes = (deps: AppDeps) =>
  listSectionRoutes(deps, assetManagerSection, { body: AssetManagersBody, response: AssetManagers, summary: 'Asset managers' });
